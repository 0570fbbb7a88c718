/** Activities speak Italian first, then English and Spanish, as the campaign's `lang` says. */
export type Lang = 'it' | 'en' | 'es';
export type Localised = Record<Lang, string>;

export const pickLang = (lang: string | undefined | null): Lang => (lang === 'en' || lang === 'es' ? lang : 'it');

export const l = (it: string, en: string, es: string): Localised => ({ it, en, es });

/** The words every activity's frame shares. */
export const COMMON = {
  loading: l('Caricamento…', 'Loading…', 'Cargando…'),
  startFailed: l('Impossibile avviare l\'attività', 'The activity cannot start', 'No se puede iniciar la actividad'),
  saveFailed: l('Salvataggio non riuscito', 'Saving failed', 'No se ha podido guardar'),
  exit: l('Esci', 'Exit', 'Salir'),
  exitTitle: l('Sei sicuro/a di uscire?', 'Are you sure you want to leave?', '¿Seguro que quieres salir?'),
  exitText: l(
    'Potrai completare l\'attività in un secondo momento',
    'You can complete the activity later',
    'Podrás completar la actividad más tarde',
  ),
  exitTimed: l(
    'Se esci prima di aver completato l\'attività non potrai più ritornare su questa videata',
    'If you leave before completing the activity you will not be able to come back to this screen',
    'Si sales antes de completar la actividad no podrás volver a esta pantalla',
  ),
  finishTitle: l('Vuoi concludere l\'attività?', 'Do you want to finish the activity?', '¿Quieres terminar la actividad?'),
  finishText: l(
    'Dopo la conclusione non potrai più modificare le risposte.',
    'Once finished you cannot change your answers.',
    'Una vez terminada no podrás cambiar tus respuestas.',
  ),
  finish: l('Concludi', 'Finish', 'Terminar'),
  next: l('Avanti', 'Next', 'Siguiente'),
  previous: l('Indietro', 'Back', 'Atrás'),
  start: l('Inizia', 'Start', 'Empezar'),
  retry: l('Riprova', 'Try again', 'Reintentar'),
  doneTitle: l('Attività completata', 'Activity complete', 'Actividad completada'),
  doneText: l('Grazie! Le tue risposte sono state registrate.', 'Thank you! Your answers have been recorded.', '¡Gracias! Tus respuestas se han registrado.'),
  alreadyDone: l(
    'Hai già completato questa attività.',
    'You have already completed this activity.',
    'Ya has completado esta actividad.',
  ),
  close: l('Chiudi', 'Close', 'Cerrar'),
  algorithmMissing: l(
    'Il calcolo dei risultati non è disponibile: ricarica la pagina.',
    'The scoring is not available: reload the page.',
    'El cálculo de resultados no está disponible: recarga la página.',
  ),
  restoreFailed: l(
    'I dati salvati non sono leggibili: l\'attività riparte da capo.',
    'The saved data cannot be read: the activity starts again.',
    'Los datos guardados no se pueden leer: la actividad empieza de nuevo.',
  ),
};
