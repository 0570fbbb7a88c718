// Bundled by bench/fuzz.mjs: the whole server, on a fresh seeded database, listening on a free
// port of 127.0.0.1, with the routes it registered, and sessions of each kind of caller.
import type { ServerRoute } from '../../server/src/test-harness/security-matrix/server-routes';
import { testDatabases } from '../../server/src/test-harness/databases';
import { OPS_TOKEN, startTestApp } from '../../server/src/test-harness/test-app';

export interface FuzzTarget {
  url: string;
  routes: ServerRoute[];
  /** Cookie headers of a participant, an assessor and a company admin. */
  cookies: Record<'participant' | 'assessor' | 'admin', string>;
  opsToken: string;
  databaseKind: string;
  close(): Promise<void>;
}

export async function startFuzzTarget(postgres: boolean, files: { hostDistDir: string; activitiesDir: string }): Promise<FuzzTarget> {
  const targets = testDatabases();
  const target = postgres ? targets.find((t) => t.name === 'postgres') : targets[0];
  if (!target) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  const t = await startTestApp(target, files);
  const { routes } = t;
  const cookies = {
    participant: await t.login('marco.bianchi'),
    assessor: await t.login('sara.conti'),
    admin: await t.login('admin'),
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { url: `http://127.0.0.1:${address.port}`, routes, cookies, opsToken: OPS_TOKEN, databaseKind: target.name, close: () => t.close() };
}
