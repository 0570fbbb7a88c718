import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { UploadedFile } from '../remotes/store';

export const remoteFolder = (repoRoot: string, remote: string) => join(repoRoot, `remote-${remote}`);

/** The version in remote-<name>/package.json: what `npm run build` of that remote wrote. */
export function packageVersion(repoRoot: string, remote: string): string | null {
  const manifest = join(remoteFolder(repoRoot, remote), 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null;
}

export const distFolder = (repoRoot: string, remote: string, version: string) => join(remoteFolder(repoRoot, remote), 'dist', version);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}

/** Every file of a built version, as the publish API takes them. */
export function readDistFolder(dir: string): UploadedFile[] {
  return listFiles(dir)
    .filter((file) => statSync(file).isFile())
    .map((file) => ({
      path: relative(dir, file).split(sep).join('/'),
      content: readFileSync(file).toString('base64'),
    }));
}
