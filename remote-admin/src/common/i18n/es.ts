import type { Translation } from '@skillup/shared';
import type { CommonCatalogue } from './it';

export const commonEs: Translation<CommonCatalogue> = {
  languages: {
    it: 'Italiano',
    en: 'Inglés',
    es: 'Español',
  },
  order: {
    up: 'Subir',
    down: 'Bajar',
    remove: 'Quitar',
  },
  serverSaid: 'Respuesta del servidor: «{{message}}» (código {{code}})',
};
