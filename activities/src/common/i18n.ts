/** Activities speak Italian first, then English and Spanish, as the campaign's `lang` says. */
export type Lang = 'it' | 'en' | 'es';
export type Localised = Record<Lang, string>;

export const pickLang = (lang: string | undefined | null): Lang => (lang === 'en' || lang === 'es' ? lang : 'it');

export const l = (it: string, en: string, es: string): Localised => ({ it, en, es });

/** The words every activity's frame shares. */
export const COMMON = {
  loading: l('Caricamento…', 'Loading…', 'Cargando…'),
  startFailed: l("Impossibile avviare l'attività", 'The activity cannot start', 'No se puede iniciar la actividad'),
  saveFailed: l('Salvataggio non riuscito', 'Saving failed', 'No se ha podido guardar'),
  finishTitle: l("Vuoi concludere l'attività?", 'Do you want to finish the activity?', '¿Quieres terminar la actividad?'),
  finishText: l(
    'Dopo la conclusione non potrai più modificare le risposte.',
    'Once finished you cannot change your answers.',
    'Una vez terminada no podrás cambiar tus respuestas.',
  ),
  finish: l('Concludi', 'Finish', 'Terminar'),
  next: l('Avanti', 'Next', 'Siguiente'),
  previous: l('Indietro', 'Back', 'Atrás'),
  retry: l('Riprova', 'Try again', 'Reintentar'),
  doneTitle: l('Attività completata', 'Activity complete', 'Actividad completada'),
  doneText: l(
    'Grazie! Le tue risposte sono state registrate.',
    'Thank you! Your answers have been recorded.',
    '¡Gracias! Tus respuestas se han registrado.',
  ),
  alreadyDone: l('Hai già completato questa attività.', 'You have already completed this activity.', 'Ya has completado esta actividad.'),
  close: l('Chiudi', 'Close', 'Cerrar'),
  algorithmMissing: l(
    'Il calcolo dei risultati non è disponibile: ricarica la pagina.',
    'The scoring is not available: reload the page.',
    'El cálculo de resultados no está disponible: recarga la página.',
  ),
  restoreFailed: l(
    "I dati salvati non sono leggibili: l'attività riparte da capo.",
    'The saved data cannot be read: the activity starts again.',
    'Los datos guardados no se pueden leer: la actividad empieza de nuevo.',
  ),
};
