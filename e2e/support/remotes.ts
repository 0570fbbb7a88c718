import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './repo-root';
import type { AppServer } from './freshApp';

const run = promisify(execFile);

/**
 * Builds the remote version a folder of e2e/variants describes (its webpack.config.js) as
 * `version`, into its remote's dist/<version>/, ready to publish. Minutes of webpack: call it
 * from a beforeAll that allows them.
 */
export function buildVariant(variant: string, version: string): void {
  const config = join(repoRoot, 'e2e/variants', variant, 'webpack.config.js');
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', config, '--env', `version=${version}`], { cwd: repoRoot, stdio: 'inherit' });
}

/** The operations CLI against a server of a spec's own (ownServer). */
export function remotesCliOn(app: Pick<AppServer, 'url' | 'dataDir'>, ...args: string[]) {
  return run(process.execPath, [join(repoRoot, 'server/dist/cli.js'), ...args], {
    env: { ...process.env, SKILLUP_URL: app.url, SKILLUP_DATA_DIR: app.dataDir },
  });
}
