import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  accuracy: l('Accuratezza', 'Accuracy', 'Exactitud'),
  precision: l('Precisione', 'Precision', 'Precisión'),
  correct: l('Risposte corrette', 'Correct answers', 'Respuestas correctas'),
  attempted: l('Risposte date', 'Answers given', 'Respuestas dadas'),
  timedOut: l('Tempo scaduto (1 = sì)', 'Time ran out (1 = yes)', 'Tiempo agotado (1 = sí)'),
};
