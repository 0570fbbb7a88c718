import type { Translation } from '@skillup/shared';
import type { CalendarCatalogue } from './it';

export const es: Translation<CalendarCatalogue> = {
  title: 'Agenda',
  empty: 'Ninguna actividad en la agenda',
  unscheduled: 'Sin programar',
};
