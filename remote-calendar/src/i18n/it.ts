export const it = {
  title: 'Agenda',
  empty: 'Nessuna attività in agenda',
  unscheduled: 'Da programmare',
};

export type CalendarCatalogue = typeof it;
