import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function sources(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip.includes(path)) return [];
    if (statSync(path).isDirectory()) return sources(path, skip);
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

/** The key, or a plural's forms (key_one, key_other), which answer for it. */
const hasKey = (catalogue: object, key: string) => {
  if (has(catalogue, key)) return true;
  const [last, ...parents] = key.split('.').reverse();
  const parent = parents.reverse().join('.');
  return ['one', 'other'].every((form) => has(catalogue, parent ? `${parent}.${last}_${form}` : `${last}_${form}`));
};

interface UsedKeysOptions {
  /** Folders under `dir` whose files translate with another catalogue. */
  skip?: readonly string[];
  /** Keys built at run time (`t(\`status.${state}\`)`), listed whole. */
  built?: readonly string[];
  /** Keys found in the files that belong to another catalogue (the shell's). */
  others?: readonly string[];
  /** Other places keys are written besides t('…'), each pattern's first group a key. */
  patterns?: readonly RegExp[];
}

/**
 * The keys the files under `dir` pass to t() as literals, and the built ones named, that a
 * language of `catalogues` lacks, as `lang: key`. What the catalogue suites of the areas call.
 */
export function missingKeysUnder(
  dir: string,
  catalogues: Record<string, object>,
  options: UsedKeysOptions = {},
): { used: number; missing: string[] } {
  // Each key with the prefixes it may be read under: a file's useTranslation(NS, { keyPrefix })
  // puts its own before the keys its t() is given.
  const keys = new Map<string, Set<string>>((options.built ?? []).map((key) => [key, new Set([''])]));
  for (const file of sources(dir, options.skip ?? [])) {
    const text = readFileSync(file, 'utf8');
    const declared = [...text.matchAll(/keyPrefix:\s*'([\w.]+)'/g)].map((match) => `${match[1]}.`);
    const prefixes = declared.length > 0 && !/useTranslation\(\s*\w+\s*\)/.test(text) ? declared : ['', ...declared];
    for (const pattern of [/\bt\(\s*'([\w.]+)'/g, ...(options.patterns ?? [])]) {
      for (const match of text.matchAll(pattern)) {
        const under = keys.get(match[1]!) ?? new Set<string>();
        for (const prefix of prefixes) under.add(prefix);
        keys.set(match[1]!, under);
      }
    }
  }
  const used = [...keys].filter(([key]) => !(options.others ?? []).includes(key));
  const missing = Object.entries(catalogues).flatMap(([lang, catalogue]) =>
    used.filter(([key, prefixes]) => ![...prefixes].some((prefix) => hasKey(catalogue, prefix + key))).map(([key]) => `${lang}: ${key}`),
  );
  return { used: used.length, missing };
}
