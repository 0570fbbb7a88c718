import type { Translation } from '@skillup/shared';
import type { CalendarCatalogue } from './it';

export const en: Translation<CalendarCatalogue> = {
  title: 'Agenda',
  empty: 'No activities in the agenda',
  unscheduled: 'Not scheduled yet',
};
