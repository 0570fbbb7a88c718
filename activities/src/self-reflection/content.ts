import { l, type Localised } from '../common/i18n';
import type { StatementId } from './data';

export const TEXT = {
  title: l('Riflessione sui valori', 'Reflecting on values', 'Reflexión sobre los valores'),
  intro: l(
    "Quanto sei d'accordo con ogni frase, pensando al tuo lavoro di oggi? Non ci sono risposte giuste o sbagliate, e puoi ripetere la riflessione quando vuoi.",
    'How much do you agree with each statement, thinking of your work today? There are no right or wrong answers, and you can repeat the reflection whenever you like.',
    '¿Cuánto estás de acuerdo con cada frase, pensando en tu trabajo de hoy? No hay respuestas correctas o incorrectas, y puedes repetir la reflexión cuando quieras.',
  ),
  scale: l(
    "1 = per niente d'accordo, 5 = del tutto d'accordo",
    '1 = strongly disagree, 5 = strongly agree',
    '1 = nada de acuerdo, 5 = totalmente de acuerdo',
  ),
  note: l(
    'Che cosa vorresti cambiare nei prossimi mesi? (facoltativo)',
    'What would you like to change in the coming months? (optional)',
    '¿Qué te gustaría cambiar en los próximos meses? (opcional)',
  ),
  rounds: l('Riflessioni completate finora', 'Reflections completed so far', 'Reflexiones completadas hasta ahora'),
  missing: l('Rispondi a tutte le frasi per concludere.', 'Answer every statement to finish.', 'Responde a todas las frases para terminar.'),
};

export const STATEMENTS: { id: StatementId; text: Localised }[] = [
  { id: 's1', text: l('Decido io come organizzare il mio lavoro.', 'I decide how to organise my work.', 'Decido yo cómo organizar mi trabajo.') },
  { id: 's2', text: l('Lavorare con gli altri mi dà energia.', 'Working with others gives me energy.', 'Trabajar con otros me da energía.') },
  {
    id: 's3',
    text: l(
      'Nel mio ruolo imparo cose nuove ogni mese.',
      'In my role I learn new things every month.',
      'En mi puesto aprendo cosas nuevas cada mes.',
    ),
  },
  {
    id: 's4',
    text: l(
      'Riesco a staccare dal lavoro quando serve.',
      'I manage to switch off from work when I need to.',
      'Consigo desconectar del trabajo cuando lo necesito.',
    ),
  },
  {
    id: 's5',
    text: l('Ho spazio per proporre idee mie.', 'I have room to put forward my own ideas.', 'Tengo espacio para proponer mis propias ideas.'),
  },
  {
    id: 's6',
    text: l(
      'Chiedo e offro aiuto ai colleghi con naturalezza.',
      'I ask colleagues for help and offer it naturally.',
      'Pido y ofrezco ayuda a mis compañeros con naturalidad.',
    ),
  },
  { id: 's7', text: l('Ho un obiettivo di crescita chiaro.', 'I have a clear growth goal.', 'Tengo un objetivo de crecimiento claro.') },
  { id: 's8', text: l('Il mio carico di lavoro è sostenibile.', 'My workload is sustainable.', 'Mi carga de trabajo es sostenible.') },
];
