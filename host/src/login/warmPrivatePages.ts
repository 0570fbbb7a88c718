/**
 * The code of the pages a sign-in leads to, asked for as the form is sent (docs/performance.md):
 * it downloads while the login call is in flight rather than after its answer. These are the
 * modules the router loads for them, so nothing is fetched twice; a failure is left for the
 * router to meet and show.
 */
export function warmPrivatePages(): void {
  for (const load of [() => import('../app/QueryLayout'), () => import('../session'), () => import('../remotes')]) {
    load().catch(() => undefined);
  }
}
