export { it, type CommonCatalogue } from './it';
export { en } from './en';
export { es } from './es';
