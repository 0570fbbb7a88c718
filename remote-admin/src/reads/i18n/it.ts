/** The log of report reads. A part of the area's catalogue under `reads`. */
export const readsIt = {
  nav: 'Letture dei report',
  title: 'Letture dei report',
  intro:
    'Ogni lettura del report di una persona: la pagina, i PDF, i report della lista, lo zip della campagna, le esportazioni. Ciascuno vede chi ha letto il proprio report.',
  adminOnly: "Il registro delle letture dei report è riservato all'amministratore dell'azienda.",
  everyone: 'Letture dei report di tutte le persone',
  onlyPerson: 'Solo le letture del report di {{person}}',
  chosenPerson: 'la persona scelta',
  showEveryone: 'Mostra tutte le persone',
  personShowOnly: ': mostra solo le letture del suo report',
  total_one: '{{count}} lettura',
  total_many: '{{count}} letture',
  total_other: '{{count}} letture',
  updating: 'Aggiornamento…',
  export: 'Esporta in CSV',
  empty: 'Nessuna lettura registrata.',
  noMatch: 'Nessuna lettura del report di questa persona.',
  pager: 'Pagine delle letture',
  tableRegion: 'Tabella delle letture: scorre in orizzontale',
  caption: 'Letture dei report, pagina {{page}}',
  column: {
    date: 'Data',
    campaign: 'Campagna',
    person: 'Persona',
    reader: 'Letto da',
    kind: 'Che cosa',
    address: 'Indirizzo',
  },
  reader: {
    self: '{{name}} (la persona stessa)',
    staff: '{{name}} (personale)',
    operations: 'Assistenza tecnica di Skillup',
  },
  kind: {
    page: 'Pagina del report',
    pdf: 'PDF del report',
    hrPdf: 'PDF del report per le risorse umane',
    run: 'Report della lista',
    bulkZip: 'Zip di tutti i report della campagna',
    export: 'Esportazione dei dati',
  },
};

export type ReadsCatalogue = typeof readsIt;
