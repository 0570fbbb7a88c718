import type { Translation } from '@skillup/shared';
import type { AreaCatalogue } from './it';

export const en: Translation<AreaCatalogue> = {
  title: 'Admin',
};
