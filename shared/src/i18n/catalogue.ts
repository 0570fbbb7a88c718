import type { Language } from './language';

/** Nested message keys → texts, as i18next reads them. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** The same keys as `T`, each with a string of its own: other languages of a catalogue. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

function flatKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`)));
}

/**
 * Keys present in some language of a catalogue and missing (or empty) in another, as
 * `lang: key`: every user-visible text must exist in it, en and es.
 */
export function catalogueGaps(catalogues: Record<Language, Catalogue>): string[] {
  const keysByLanguage = Object.entries(catalogues).map(([lang, catalogue]) => {
    const keys = new Set(flatKeys(catalogue).filter((key) => lookup(catalogue, key) !== ''));
    return [lang, keys] as const;
  });
  const all = new Set(keysByLanguage.flatMap(([, keys]) => [...keys]));
  return keysByLanguage.flatMap(([lang, keys]) => [...all].filter((key) => !keys.has(key)).map((key) => `${lang}: ${key}`));
}

function lookup(catalogue: Catalogue, key: string): string | Catalogue | undefined {
  return key
    .split('.')
    .reduce<string | Catalogue | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), catalogue);
}

/**
 * Texts of another language left the same as the English one, as `lang: key = text`: a copy
 * someone forgot to translate. `allowed` lists the texts every language writes alike (names).
 */
export function copiedTexts(catalogues: Record<Language, Catalogue>, allowed: readonly string[] = []): string[] {
  const { en, ...others } = catalogues;
  return Object.entries(others).flatMap(([lang, catalogue]) =>
    flatKeys(en)
      .filter((key) => {
        const text = lookup(catalogue, key);
        if (typeof text !== 'string' || text !== lookup(en, key) || allowed.includes(text)) return false;
        // Interpolations are the same in every language; only words count.
        return /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
      })
      .map((key) => `${lang}: ${key} = ${String(lookup(catalogue, key))}`),
  );
}
