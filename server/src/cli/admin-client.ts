import { buildApp } from '../app';
import { appSettings } from '../config/app-settings';
import { loadConfig, resolveDataDir } from '../config/config';
import { readOpsToken } from '../config/ops-token';
import { openDatabase } from '../db/start';
import { CliError } from './cli-error';

export interface AdminResponse {
  statusCode: number;
  body: unknown;
}

/** The admin API, over HTTP to a running server or in this process on the same data. */
export interface AdminClient {
  where: string;
  call(method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AdminResponse>;
  close(): Promise<void>;
}

type Env = Record<string, string | undefined>;

const PROBE_TIMEOUT_MS = 3000;

async function isAnswering(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

function httpClient(baseUrl: string, token: string): AdminClient {
  return {
    where: baseUrl,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text for the error message
      }
      return { statusCode: response.status, body: parsed };
    },
    close: async () => undefined,
  };
}

/**
 * With no server answering (before `npm run serve`, or a stopped one), the CLI opens the
 * database and remote store itself and speaks to the same routes in memory.
 */
async function inProcessClient(env: Env): Promise<AdminClient> {
  const config = loadConfig(env);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    throw new CliError(`no server answers and the database cannot be opened: ${err instanceof Error ? err.message : String(err)}`);
  }
  const settings = await appSettings(config, database);
  const app = await buildApp({ database, settings, logLevel: 'warn' });
  await app.ready();
  return {
    where: `${config.dataDir} (no server running)`,
    async call(method, path, body) {
      const response = await app.inject({
        method,
        url: `/api${path}`,
        headers: { authorization: `Bearer ${settings.opsToken}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { statusCode: response.statusCode, body: response.json() };
    },
    async close() {
      // The app closes its database (db/plugin.ts).
      await app.close();
    },
  };
}

export async function connectAdmin(env: Env = process.env): Promise<AdminClient> {
  const baseUrl = (env.SKILLUP_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
  if (await isAnswering(baseUrl)) {
    const token = env.SKILLUP_OPS_TOKEN || readOpsToken(resolveDataDir(env));
    if (!token) {
      throw new CliError(`a server answers at ${baseUrl} but no operations token was found: set SKILLUP_OPS_TOKEN`);
    }
    return httpClient(baseUrl, token);
  }
  return inProcessClient(env);
}
