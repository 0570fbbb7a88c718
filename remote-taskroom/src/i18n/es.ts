import type { Translation } from '@skillup/shared';
import type { TaskroomCatalogue } from './it';

export const es: Translation<TaskroomCatalogue> = {
  greeting: 'Buenos días, {{name}}.',
  guest: 'invitado',
  completed: '{{completed}} de {{total}} completadas',
  completedTests: 'Actividades completadas',
  progress: 'Progreso {{percent}}%',
  deadline: 'Fecha límite {{date}}',
  elapsed: 'Tiempo transcurrido',
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
  unsupported: 'Esta actividad no está disponible en este navegador. Usa una versión actual de Chrome, Firefox, Edge o Safari.',
  start: 'Empezar',
  startTest: 'Empezar {{name}}',
  cover: 'Portada de {{name}}',
  goToTests: 'Ir a las actividades',
  goToReport: 'Ir al informe',
  back: 'Atrás',
  duration: 'Duración',
  minutes: '{{count}} min',
  instructions: 'Instrucciones',
  intro: {
    timed: 'Esta actividad tiene tiempo: el tiempo empieza al entrar y sigue corriendo aunque salgas.',
    enter: 'Entrar',
    enterTest: 'Entrar en {{name}}',
  },
  frame: {
    loading: 'Cargando la actividad',
    failed: 'No se ha podido cargar la actividad',
    failedHint: 'Comprueba la conexión y vuelve a intentarlo más tarde.',
    close: 'Salir de la actividad',
    home: 'Volver a la Task Room',
  },
  exit: {
    title: '¿Seguro que quieres salir?',
    text: 'Podrás completar la actividad más adelante',
    timed: 'Si sales antes de completar la actividad no podrás volver a esta pantalla',
  },
};
