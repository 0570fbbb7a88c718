import { http } from '@skillup/shared';
import { paths, type RegistryResponse, type RemoteListing, type RemoteName, type VersionRequest } from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const remoteKeys = { registry: ['admin', 'remotes'] as const };

/** docs/remotes.md: every remote with its published versions, its default, and the company's pins. */
export async function fetchRegistry(): Promise<RemoteListing[]> {
  const { data } = await http.get<RegistryResponse>(paths.admin.registry);
  return data.remotes;
}

export async function pinVersion(remote: RemoteName, campaignId: number, version: string): Promise<void> {
  await http.put(paths.admin.pin(remote, campaignId), { version } satisfies VersionRequest);
}

export async function unpinVersion(remote: RemoteName, campaignId: number): Promise<void> {
  await http.delete(paths.admin.pin(remote, campaignId));
}

// Operations publish and change defaults at any time: read again on each visit.
export const registryQuery = () => queryOptions({ queryKey: remoteKeys.registry, queryFn: fetchRegistry, staleTime: 0 });

export const useRegistry = () => useQuery(registryQuery());

function useRegistryChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: remoteKeys.registry });
}

export function usePin(campaignId: number) {
  const changed = useRegistryChanged();
  return useMutation({
    mutationFn: ({ remote, version }: { remote: RemoteName; version: string }) => pinVersion(remote, campaignId, version),
    onSuccess: changed,
  });
}

export function useUnpin(campaignId: number) {
  const changed = useRegistryChanged();
  return useMutation({ mutationFn: (remote: RemoteName) => unpinVersion(remote, campaignId), onSuccess: changed });
}
