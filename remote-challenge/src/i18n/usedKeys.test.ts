import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues } from '.';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node !== '';
}

/** Keys the shell's catalogue holds, used through its own t(). */
const SHELL_KEYS = new Set(['area.version']);

it('every literal key the challenge passes to t() is in it, en and es', () => {
  const keys = new Set<string>();
  for (const file of sources(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/:\s*'((?:docs|tutorialDialog)\.[\w.]+)'/g)) keys.add(match[1]!);
  }
  // The keys built from a name: the tutorial steps and the highlight cards.
  for (const step of ['ring', 'icons', 'cards', 'documents']) keys.add(`tutorialDialog.${step}`);
  for (const card of ['sculpture', 'yearbook']) for (const part of ['Category', 'Text']) keys.add(`docs.${card}${part}`);
  const used = [...keys].filter((key) => !SHELL_KEYS.has(key));
  expect(used.length).toBeGreaterThan(30);
  const missing = Object.entries(catalogues).flatMap(([lang, catalogue]) =>
    used.filter((key) => !has(catalogue, key)).map((key) => `${lang}: ${key}`),
  );
  expect(missing).toEqual([]);
});
