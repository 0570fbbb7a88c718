export { i18n } from './instance';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toLanguage, type Language } from './language';
export { pickLocalised } from './label';
export { addAreaCatalogue } from './area';
export { catalogueGaps, copiedTexts, type Translation } from './catalogue';
