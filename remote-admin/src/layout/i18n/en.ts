import type { Translation } from '@skillup/shared';
import type { LayoutCatalogue } from './it';

export const layoutEn: Translation<LayoutCatalogue> = {
  nav: 'Administration',
  campaigns: 'Campaigns',
};
