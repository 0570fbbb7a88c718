import { addAreaCatalogue } from '@skillup/shared/i18n';

const it = {
  title: 'I tuoi dati',
  download: 'Scarica i miei dati',
  explanation: 'Uno zip con il tuo profilo, le campagne, le risposte e i report, così come li conserviamo.',
};
export type DataExportCatalogue = typeof it;

const en: DataExportCatalogue = {
  title: 'Your data',
  download: 'Download my data',
  explanation: 'A zip with your profile, campaigns, answers and reports, as we hold them.',
};

const es: DataExportCatalogue = {
  title: 'Tus datos',
  download: 'Descargar mis datos',
  explanation: 'Un zip con tu perfil, tus campañas, tus respuestas y tus informes, tal como los conservamos.',
};

export const dataExportCatalogues = { it, en, es };

/** The account page's data export texts, in a namespace of their own beside the shell's. */
export const DATA_EXPORT_NS = addAreaCatalogue('accountDataExport', dataExportCatalogues);
