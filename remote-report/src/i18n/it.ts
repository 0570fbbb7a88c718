export const it = {
  title: 'Report',
  noReport: 'Nessun report disponibile',
  ready: 'Il tuo report individuale è pronto.',
  basedOn: 'Attività su cui si basa',
};

export type ReportCatalogue = typeof it;
