import type { Translation } from '@skillup/shared';
import type { ReportCatalogue } from './it';

export const en: Translation<ReportCatalogue> = {
  title: 'Report',
  noReport: 'No report available',
  ready: 'Your individual report is ready.',
  basedOn: 'Activities it is based on',
};
