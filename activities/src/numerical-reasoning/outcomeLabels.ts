import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  accuracy: l('Accuratezza (0–5)', 'Accuracy (0–5)', 'Exactitud (0–5)'),
  precision: l('Precisione sulle risposte date (0–5)', 'Precision on the answers given (0–5)', 'Precisión en las respuestas dadas (0–5)'),
  correct: l('Risposte corrette', 'Correct answers', 'Respuestas correctas'),
  attempted: l('Risposte date', 'Answers given', 'Respuestas dadas'),
  timedOut: l('Tempo scaduto (1 = sì)', 'Time ran out (1 = yes)', 'Se acabó el tiempo (1 = sí)'),
};
