import type { AuthSettings } from './auth-settings';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the app is opened from (docs/security.md, "Same origin"): PUBLIC_URL's, and,
 * when PUBLIC_URL was not set and names this machine, the other loopback names of its port.
 * Changes are accepted from these pages only, and only they may frame an activity.
 */
export function appOrigins(auth: Pick<AuthSettings, 'publicUrl' | 'loopbackAliases'>): string[] {
  const url = new URL(auth.publicUrl);
  if (!auth.loopbackAliases || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map((host) => `${url.protocol}//${host}${port}`)];
}
