import { addAreaCatalogue } from '@skillup/shared';

const it = {
  title: 'Tutti i report della campagna',
  intro: 'Prepara un archivio zip con il PDF del report di ogni partecipante. Puoi lasciare la pagina: la preparazione continua.',
  start: 'Prepara lo zip di tutti i report',
  startAgain: 'Prepara di nuovo lo zip',
  queued: 'In attesa di iniziare…',
  progress: 'Report preparati',
  progressValue: '{{done}} di {{total}}',
  ready: 'Lo zip con {{count}} report è pronto.',
  download: 'Scarica lo zip dei report',
  until: 'Disponibile fino al {{date}}.',
  failed: 'La preparazione dello zip non è riuscita. Riprova.',
  expired: 'Lo zip preparato non è più disponibile: preparane uno nuovo.',
  startFailed: 'Non è stato possibile avviare la preparazione. Riprova.',
  loadFailed: 'Non è stato possibile leggere lo stato della preparazione.',
};
export type BulkCatalogue = typeof it;

const en: BulkCatalogue = {
  title: 'All reports of the campaign',
  intro: "Prepare a zip archive with every participant's report as a PDF. You may leave the page: the preparation goes on.",
  start: 'Prepare the zip of all reports',
  startAgain: 'Prepare the zip again',
  queued: 'Waiting to start…',
  progress: 'Reports prepared',
  progressValue: '{{done}} of {{total}}',
  ready: 'The zip with {{count}} reports is ready.',
  download: 'Download the zip of the reports',
  until: 'Available until {{date}}.',
  failed: 'Preparing the zip did not succeed. Please try again.',
  expired: 'The zip prepared is no longer available: prepare a new one.',
  startFailed: 'The preparation could not be started. Please try again.',
  loadFailed: 'The state of the preparation could not be read.',
};

const es: BulkCatalogue = {
  title: 'Todos los informes de la campaña',
  intro: 'Prepara un archivo zip con el PDF del informe de cada participante. Puedes salir de la página: la preparación continúa.',
  start: 'Preparar el zip de todos los informes',
  startAgain: 'Preparar de nuevo el zip',
  queued: 'Esperando para empezar…',
  progress: 'Informes preparados',
  progressValue: '{{done}} de {{total}}',
  ready: 'El zip con {{count}} informes está listo.',
  download: 'Descargar el zip de los informes',
  until: 'Disponible hasta el {{date}}.',
  failed: 'No se pudo preparar el zip. Inténtalo de nuevo.',
  expired: 'El zip preparado ya no está disponible: prepara uno nuevo.',
  startFailed: 'No se pudo iniciar la preparación. Inténtalo de nuevo.',
  loadFailed: 'No se pudo leer el estado de la preparación.',
};

export const bulkCatalogues = { it, en, es };

/** The bulk download's own namespace, beside the report page's. */
export const BULK_NS = addAreaCatalogue('reportBulk', bulkCatalogues);
