import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { UploadedFile } from '../remotes/store';
import { CliError } from './cli-error';
import { remoteFolder } from './remote-folders';

/**
 * The version a checkout's build takes when its package.json version is already published
 * with other files: published versions never change (campaigns are pinned to them), so a
 * remote changed without a version bump goes out as a prerelease of that version named
 * after its files. The same files always give the same name, so starting again publishes
 * nothing new.
 */
export function localVersion(version: string, files: UploadedFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) hash.update(`${file.path}\0${file.content}\0`);
  return `${version.replace(/-.*$/, '')}-local.${hash.digest('hex').slice(0, 10)}`;
}

/**
 * Builds the remote again as `version`: the version is compiled into the build (its
 * manifest name and chunk global), so the files of another version cannot be reused.
 */
export function buildRemoteAs(remotesRoot: string, remote: string, version: string): void {
  const built = spawnSync('npm', ['run', 'build', '--', '--env', `version=${version}`], {
    cwd: remoteFolder(remotesRoot, remote),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new CliError(`building ${remote} ${version} failed (exit ${built.status ?? built.signal})`);
}
