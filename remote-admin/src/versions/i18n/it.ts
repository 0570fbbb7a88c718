/** The remote versions of a campaign. A part of the area's catalogue under `versions`. */
export const versionsIt = {
  tab: 'Versioni',
  title: 'Versioni delle aree',
  intro:
    'Ogni area della campagna carica la versione predefinita, oppure quella fissata qui tra le versioni pubblicate. Il cambio vale dal prossimo caricamento della pagina.',
  adminOnly: "Solo l'amministratore dell'azienda sceglie le versioni.",
  remote: {
    taskroom: 'Task Room',
    calendar: 'Calendario',
    challenge: 'Sfida individuale',
    '360': 'Feedback 360°',
    report: 'Report',
    admin: 'Amministrazione',
  },
  loadsPinned: 'Carica la versione {{version}}, fissata per questa campagna.',
  loadsDefault: 'Carica la versione {{version}}, quella predefinita.',
  loadsNothing: 'Nessuna versione pubblicata.',
  choose: 'Versione di {{remote}}',
  option: '{{version}}, pubblicata il {{date}}',
  optionDefault: '{{version}}, pubblicata il {{date}} (predefinita)',
  pin: 'Fissa questa versione',
  unpin: 'Torna alla predefinita',
  errors: {
    VERSION_NOT_FOUND: 'Questa versione non è pubblicata.',
    PIN_NOT_FOUND: 'La campagna carica già la versione predefinita.',
    CAMPAIGN_NOT_FOUND: 'La campagna non esiste o non è della tua azienda.',
  },
};

export type VersionsCatalogue = typeof versionsIt;
