import type { Translation } from '@skillup/shared';
import type { AreaCatalogue } from './it';

export const es: Translation<AreaCatalogue> = {
  title: 'Admin',
};
