import type { Translation } from '@skillup/shared';
import type { DaysOffCatalogue } from './it';

/** The company's days off. A part of the area's catalogue under `daysOff`. */
export const daysOffEs: Translation<DaysOffCatalogue> = {
  nav: 'Días no laborables',
  title: 'Días no laborables',
  intro:
    'En la Agenda ninguna actividad cae en un día no laborable, como en los fines de semana. Los festivos nacionales del país elegido ya lo son; aquí se convierte uno en laborable o se añade un día de cierre de la empresa.',
  country: 'Festivos nacionales de',
  noCountry: 'Ningún país: solo los días añadidos',
  countryHelp: 'Vale para todas las campañas de la empresa, desde el próximo guardado de cada Agenda.',
  countryOf: 'Festivos nacionales de: {{country}}',
  year: 'Año {{year}}',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  updating: 'Actualizando…',
  empty: 'Ningún día no laborable en este año, además de los fines de semana.',
  tableRegion: 'Tabla de los días no laborables del año: se desplaza en horizontal',
  caption: 'Días no laborables de {{year}}',
  column: {
    day: 'Día',
    name: 'Nombre',
    source: 'Origen',
    state: 'Estado',
    action: 'Acción',
  },
  national: 'Festivo nacional',
  added: 'Añadido por la empresa',
  off: 'No laborable',
  working: 'Laborable',
  makeWorking: 'Hacerlo laborable',
  makeOff: 'Hacerlo no laborable',
  remove: 'Quitar',
  actionForDay: '{{action}}: {{day}}',
  add: {
    title: 'Añadir un día de cierre',
    day: 'Día',
    name: 'Nombre',
    nameHelp: "Como lo leen las personas de la empresa, por ejemplo 'Santo patrón' o 'Inventario'.",
    submit: 'Añadir',
    dayRequired: 'Elige el día',
    nameRequired: 'Escribe el nombre del día',
    added: '{{name}} añadido: {{day}}',
  },
  errors: {
    DAY_OFF_NAME_REQUIRED: 'Escribe el nombre del día',
    INVALID_DAY: 'Ese día no existe en el calendario',
    UNKNOWN_HOLIDAY_COUNTRY: 'No se conocen los festivos de este país',
  },
};
