// The demo company's admin (docs/demo.md), as the HR console's benches sign in.
import { DEMO_PASSWORD } from './areas.mjs';

export const ADMIN = { username: 'admin@demo.skillup.test', password: DEMO_PASSWORD };

/** The admin's session cookie, from the form login. */
export async function signInAsAdmin(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ ...ADMIN, timezone: 'Europe/Rome' }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
