import type { Translation } from '@skillup/shared';
import type { DaysOffCatalogue } from './it';

/** The company's days off. A part of the area's catalogue under `daysOff`. */
export const daysOffEn: Translation<DaysOffCatalogue> = {
  nav: 'Days off',
  title: 'Days off',
  intro:
    'In the Agenda no activity falls on a day off, as on weekends. The public holidays of the chosen country are days off already; here one of them is made a working day, or a day the company closes is added.',
  country: 'Public holidays of',
  noCountry: 'No country: only the days added',
  countryHelp: "It applies to every campaign of the company, from each Agenda's next save.",
  countryOf: 'Public holidays of: {{country}}',
  year: 'Year {{year}}',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  updating: 'Updating…',
  empty: 'No day off in this year besides the weekends.',
  tableRegion: "Table of the year's days off: scrolls sideways",
  caption: 'Days off in {{year}}',
  column: {
    day: 'Day',
    name: 'Name',
    source: 'Source',
    state: 'State',
    action: 'Action',
  },
  national: 'Public holiday',
  added: 'Added by the company',
  off: 'Day off',
  working: 'Working day',
  makeWorking: 'Make it a working day',
  makeOff: 'Make it a day off',
  remove: 'Remove',
  actionForDay: '{{action}}: {{day}}',
  add: {
    title: 'Add a day the company closes',
    day: 'Day',
    name: 'Name',
    nameHelp: "As the company's people read it, for instance 'Patron saint' or 'Stocktaking'.",
    submit: 'Add',
    dayRequired: 'Choose the day',
    nameRequired: "Write the day's name",
    added: '{{name}} added: {{day}}',
  },
  errors: {
    DAY_OFF_NAME_REQUIRED: "Write the day's name",
    INVALID_DAY: 'That day does not exist in the calendar',
    UNKNOWN_HOLIDAY_COUNTRY: "This country's public holidays are not known",
  },
};
