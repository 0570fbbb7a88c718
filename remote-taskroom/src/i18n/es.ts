import type { Translation } from '@skillup/shared';
import type { TaskroomCatalogue } from './it';

export const es: Translation<TaskroomCatalogue> = {
  greeting: 'Buenos días, {{name}}.',
  guest: 'invitado',
  completed: '{{completed}} de {{total}} completadas',
  progress: 'Progreso {{percent}}%',
  tasks: 'Tus actividades',
  empty: 'Ninguna actividad en esta campaña',
  status: {
    notAttempted: 'Por empezar',
    incomplete: 'En curso',
    complete: 'Completada',
    repeatable: 'Completada, repetible',
    locked: 'Bloqueada',
  },
  lockedHint: 'Completa {{list}} para desbloquear esta actividad',
};
