import type { Language } from './language';

/** Nested message keys → texts, as i18next reads them. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * The same keys as `T`, each with a string of its own: other languages of a catalogue. A
 * `_many` plural form is optional, as English has none; catalogueGaps checks which language
 * needs it.
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_many` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & { [K in keyof T as K extends `${string}_many` ? K : never]?: string };

/** i18next's suffixes of the cardinal plural forms (`_zero` it reads in any language, so it is an ordinary key here). */
const PLURAL_FORMS = ['one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = new RegExp(`^(.*)_(${PLURAL_FORMS.join('|')})$`);

/** The plural forms `lang` needs, as i18next picks them through Intl.PluralRules. */
function pluralForms(lang: string): readonly string[] {
  const forms: readonly string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => forms.includes(form));
}

function flatKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`)));
}

/**
 * Keys present in some language of a catalogue and missing (or empty) in another, as
 * `lang: key`: every user-visible text must exist in it, en and es. A text with plural forms
 * (a key `x_other` in some language) needs in each language the forms that language has, as
 * `x_one`, `x_other` in English and `x_one`, `x_many`, `x_other` in Italian and Spanish; a form
 * the language does not have is reported too, as i18next would never show it.
 */
export function catalogueGaps(catalogues: Record<Language, Catalogue>): string[] {
  const keysByLanguage = Object.entries(catalogues).map(([lang, catalogue]) => {
    const keys = new Set(flatKeys(catalogue).filter((key) => lookup(catalogue, key) !== ''));
    return [lang, keys] as const;
  });
  const all = new Set(keysByLanguage.flatMap(([, keys]) => [...keys]));
  const plurals = new Set([...all].flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));
  const pluralBase = (key: string) => {
    const base = PLURAL_FORM.exec(key)?.[1];
    return base !== undefined && plurals.has(base) ? base : undefined;
  };
  const plain = [...all].filter((key) => pluralBase(key) === undefined);
  return keysByLanguage.flatMap(([lang, keys]) => {
    const forms = pluralForms(lang);
    const expected = [...plain, ...[...plurals].flatMap((base) => forms.map((form) => `${base}_${form}`))];
    const missing = expected.filter((key) => !keys.has(key)).map((key) => `${lang}: ${key}`);
    const foreign = [...keys]
      .filter((key) => pluralBase(key) !== undefined && !forms.some((form) => key === `${pluralBase(key)}_${form}`))
      .map((key) => `${lang}: ${key} (not a plural form of ${lang})`);
    return [...missing, ...foreign];
  });
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
