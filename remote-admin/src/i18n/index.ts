import { addAreaCatalogue } from '@skillup/shared';
import { en } from './en';
import { es } from './es';
import { it } from './it';

export const catalogues = { it, en, es };

/** The area's namespace in the application's one i18next instance. */
export const NS = addAreaCatalogue('admin', catalogues);
