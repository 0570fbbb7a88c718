import type { Criterion } from './definition';
import { l, type Lang } from './i18n';

const NEEDED = l('Manca una valutazione da 1 a 5 per:', 'A rating from 1 to 5 is needed for:', 'Falta una valoración de 1 a 5 para:');

/** Which criteria still need a rating, by the labels the assessor reads on the form, listed as the language lists. */
export function missingRatingsText(criteria: readonly Criterion[], missing: readonly string[], lang: Lang): string {
  const labels = criteria.filter((criterion) => missing.includes(criterion.name)).map((criterion) => criterion.label[lang]);
  return `${NEEDED[lang]} ${new Intl.ListFormat(lang, { type: 'conjunction' }).format(labels)}`;
}
