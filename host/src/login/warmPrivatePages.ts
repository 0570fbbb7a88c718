import { loadAreas, loadQueryLayout, loadSession } from '../app/privatePages';

/**
 * The code of the pages a sign-in leads to, asked for as the form is sent (docs/performance.md):
 * it downloads while the login call is in flight rather than after its answer. The router
 * loads the same modules through the same loaders, so nothing is fetched twice; a failure is
 * left for the router to meet and show.
 */
export function warmPrivatePages(): void {
  for (const load of [loadQueryLayout, loadSession, loadAreas]) load().catch(() => undefined);
}
