import type { Translation } from '@skillup/shared';
import type { ReadsCatalogue } from './it';

export const readsEs: Translation<ReadsCatalogue> = {
  nav: 'Lecturas de informes',
  title: 'Lecturas de informes',
  intro:
    'Cada lectura del informe de una persona: su página, los PDF, los informes de la lista, el zip de la campaña, las exportaciones. Cada persona ve quién ha leído su propio informe.',
  adminOnly: 'El registro de lecturas de informes está reservado al administrador de la empresa.',
  everyone: 'Lecturas de los informes de todas las personas',
  onlyPerson: 'Solo las lecturas del informe de {{person}}',
  chosenPerson: 'la persona elegida',
  showEveryone: 'Mostrar todas las personas',
  personShowOnly: ': mostrar solo las lecturas de su informe',
  total_one: '{{count}} lectura',
  total_many: '{{count}} lecturas',
  total_other: '{{count}} lecturas',
  updating: 'Actualizando…',
  export: 'Exportar a CSV',
  empty: 'No hay lecturas registradas.',
  noMatch: 'No hay lecturas del informe de esta persona.',
  pager: 'Páginas de lecturas',
  tableRegion: 'Tabla de lecturas: se desplaza en horizontal',
  caption: 'Lecturas de informes, página {{page}}',
  column: {
    date: 'Fecha',
    campaign: 'Campaña',
    person: 'Persona',
    reader: 'Leído por',
    kind: 'Qué',
    address: 'Dirección',
  },
  reader: {
    self: '{{name}} (la propia persona)',
    staff: '{{name}} (personal)',
    operations: 'Soporte técnico de Skillup',
  },
  kind: {
    page: 'Página del informe',
    pdf: 'PDF del informe',
    hrPdf: 'PDF del informe para recursos humanos',
    run: 'Informe de la lista',
    bulkZip: 'Zip de todos los informes de la campaña',
    export: 'Exportación de datos',
  },
};
