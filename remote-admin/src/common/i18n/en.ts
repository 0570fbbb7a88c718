import type { Translation } from '@skillup/shared';
import type { CommonCatalogue } from './it';

export const commonEn: Translation<CommonCatalogue> = {
  languages: {
    it: 'Italian',
    en: 'English',
    es: 'Spanish',
  },
  order: {
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
  },
  serverSaid: 'The server said: “{{message}}” (code {{code}})',
};
