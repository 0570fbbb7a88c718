export { i18n, BASE_NAMESPACE } from './instance';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toLanguage, browserLanguage, type Language } from './language';
export { pickLocalised, localisedLabel } from './label';
export { addAreaCatalogue } from './area';
export { catalogueGaps, copiedTexts, type Catalogue, type Translation } from './catalogue';
