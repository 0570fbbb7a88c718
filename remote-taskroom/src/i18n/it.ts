export const it = {
  greeting: 'Buongiorno, {{name}}.',
  guest: 'ospite',
  completed: 'Completate {{completed}} su {{total}}',
  progress: 'Avanzamento {{percent}}%',
  tasks: 'Le tue attività',
  empty: 'Nessuna attività in questa campagna',
  status: {
    notAttempted: 'Da iniziare',
    incomplete: 'In corso',
    complete: 'Completata',
    repeatable: 'Completata, ripetibile',
    locked: 'Bloccata',
  },
  lockedHint: 'Completa {{list}} per sbloccare questa attività',
};

export type TaskroomCatalogue = typeof it;
