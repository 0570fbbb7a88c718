import type { Translation } from '@skillup/shared';
import type { LayoutCatalogue } from './it';

export const layoutEs: Translation<LayoutCatalogue> = {
  nav: 'Administración',
  campaigns: 'Campañas',
};
