import type { Translation } from '@skillup/shared';
import type { ReportCatalogue } from './it';

export const es: Translation<ReportCatalogue> = {
  title: 'Informe',
  noReport: 'Ningún informe disponible',
  ready: 'Tu informe individual está listo.',
  basedOn: 'Actividades en las que se basa',
};
