/** Texts every page of the area uses. A part of the area's catalogue under `common`. */
export const commonIt = {
  languages: {
    it: 'Italiano',
    en: 'Inglese',
    es: 'Spagnolo',
  },
  order: {
    up: 'Sposta su',
    down: 'Sposta giù',
    remove: 'Rimuovi',
  },
  serverSaid: 'Risposta del server: «{{message}}» (codice {{code}})',
};

export type CommonCatalogue = typeof commonIt;
