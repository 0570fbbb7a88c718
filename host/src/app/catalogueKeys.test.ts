import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueGaps } from '@skillup/shared/i18n';
import { en, es, it as italian } from '../../../shared/src/i18n/catalogues';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The key's text, or its plural forms (i18next picks one by `count`; catalogueGaps checks each language has them all). */
function has(catalogue: object, key: string): boolean {
  return [key, `${key}_other`].some((candidate) => {
    const text = lookup(catalogue, candidate);
    return typeof text === 'string' && text !== '';
  });
}

/** Literal keys the shell passes to t(), messageKey or labelKey: they must all be in the catalogues. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  const pattern = /(?:\bt\(|messageKey[:=]\s*\{?|labelKey:\s*|Key\(\s*)'([a-zA-Z]+\.[\w.]+)'/g;
  const quoted = /'((?:app|errors|actions|login|reset|privacy|newPassword|campaigns|header|languages)\.[\w.]+)'/g;
  for (const file of sources(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(pattern)) keys.add(match[1]!);
    for (const match of text.matchAll(quoted)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

describe("the shell's texts (docs/behaviour.md §1)", () => {
  it('every key the shell uses is in it, en and es', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(40);
    const missing = Object.entries({ it: italian, en, es }).flatMap(([lang, catalogue]) =>
      keys.filter((key) => !has(catalogue, key)).map((key) => `${lang}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('the three catalogues have the same keys', () => {
    expect(catalogueGaps({ it: italian, en, es })).toEqual([]);
  });
});
