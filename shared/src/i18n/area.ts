import type { Catalogue } from './catalogue';
import { i18n } from './instance';
import type { Language } from './language';

/**
 * Adds an area's texts to the one i18next instance under its own namespace, in every
 * language; returns the namespace to pass to useTranslation.
 */
export function addAreaCatalogue<N extends string>(namespace: N, catalogues: Record<Language, Catalogue>): N {
  for (const [lang, catalogue] of Object.entries(catalogues)) {
    i18n.addResourceBundle(lang, namespace, catalogue, true, true);
  }
  return namespace;
}
