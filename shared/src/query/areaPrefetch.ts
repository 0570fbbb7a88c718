import type { QueryClient } from '@tanstack/react-query';

/**
 * What an area's module may export beside its component, as `prefetch`: the requests of its
 * first screen, started by the host as soon as the module has loaded, while the campaign is
 * still being entered (docs/remotes.md, "Building a remote"). Into the host's query cache, under
 * the keys the area's own queries read, so its first render finds the answer on its way.
 */
export type AreaPrefetch = (context: { campaignId: number; queryClient: QueryClient }) => void;
