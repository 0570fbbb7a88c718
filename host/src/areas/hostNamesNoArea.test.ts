import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTE_NAMES, THEME_REMOTE } from '@skillup/shared/api/contract';

/** The remotes of the campaigns' themes, whose area is the home page (docs/remotes.md, "Pages: a remote owns them"). */
const MOUNTED_BY_HOST = new Set<string>(Object.values(THEME_REMOTE));

/** The host's code; its tests may take any remote for an example. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every other remote is mounted where its own area.json says, from the server's map: a new
 * area is published, never released with the host. Its name and its path stay out of the host.
 */
it('names no remote whose area the host learns from the remote map, nor its path', () => {
  const root = join(__dirname, '..');
  const declared = REMOTE_NAMES.filter((name) => !MOUNTED_BY_HOST.has(name));
  const found = sources(root).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return declared
      .filter((name) => new RegExp(`['"\`/]${name}\\b|\\bremote-${name}\\b`, 'i').test(text))
      .map((name) => `${relative(root, file)}: ${name}`);
  });
  expect(declared.length).toBeGreaterThan(0);
  expect(found).toEqual([]);
});
