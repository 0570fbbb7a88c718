type Env = Record<string, string | undefined>;

/** Where the activity pages are served from: an origin of their own, never the app's. */
export interface ActivitiesSettings {
  /** Scheme, host and port the browser loads activities from, e.g. http://localhost:8081. */
  origin: string;
  /** The port this server listens on for them (a proxy maps ACTIVITIES_URL onto it in production). */
  port: number;
}

function port(env: Env, fallback: number): number {
  const raw = env.ACTIVITIES_PORT;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`ACTIVITIES_PORT must be a port number, got "${raw}"`);
  return value;
}

function explicitOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ACTIVITIES_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ACTIVITIES_URL must be an http(s) URL, got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`ACTIVITIES_URL is an origin only (scheme, host, port), got "${raw}"`);
  }
  return url.origin;
}

/**
 * By default the activities answer on the next port of the app's host name; in production
 * ACTIVITIES_URL names their own origin (best a different site from PUBLIC_URL).
 */
export function loadActivitiesSettings(env: Env, where: { port: number; publicUrl: string }): ActivitiesSettings {
  const listenPort = port(env, where.port === 0 ? 0 : where.port + 1);
  const app = new URL(where.publicUrl);
  const origin = env.ACTIVITIES_URL ? explicitOrigin(env.ACTIVITIES_URL) : `${app.protocol}//${app.hostname}:${listenPort}`;
  if (origin === app.origin) {
    throw new Error(`ACTIVITIES_URL must be another origin than PUBLIC_URL (${app.origin}): activities may not run as the app`);
  }
  return { origin, port: listenPort };
}
