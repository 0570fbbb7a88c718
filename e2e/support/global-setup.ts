import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A second build of the Task Room, so tests can pin campaigns to different versions. */
export const TASKROOM_CANDIDATE = '1.0.1-e2e';

export default async function globalSetup() {
  const { startAppServer, repoRoot } = await import('../../scripts/app-server.mjs');
  execFileSync('npm', ['run', 'build', '-w', 'remote-taskroom', '--', '--env', `version=${TASKROOM_CANDIDATE}`], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  // Every spec signs in from 127.0.0.1; the per-address limit is tested by the server's own suite.
  const app = await startAppServer({ env: { AUTH_MAX_FAILURES_PER_ADDRESS: '100000' } });
  await app.cli('publish', 'taskroom', '--version', TASKROOM_CANDIDATE);

  process.env.SKILLUP_E2E_URL = app.url;
  process.env.SKILLUP_E2E_STORE = app.storeDir;
  process.env.SKILLUP_E2E_ENV = JSON.stringify({ SKILLUP_URL: app.url, SKILLUP_DATA_DIR: app.dataDir });
  process.env.SKILLUP_E2E_CLI = join(repoRoot, 'server/dist/cli.js');
  return () => app.stop();
}
