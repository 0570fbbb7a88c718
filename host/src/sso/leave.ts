/** A full page load, not a client-side route: the server and the identity provider answer it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
