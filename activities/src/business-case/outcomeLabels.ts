import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  listening: l('Ascolto delle persone coinvolte (0–5)', 'Listening to the people involved (0–5)', 'Escucha de las personas implicadas (0–5)'),
  clarity: l('Chiarezza del piano (0–5)', 'Clarity of the plan (0–5)', 'Claridad del plan (0–5)'),
  development: l('Sviluppo del team (0–5)', 'Developing the team (0–5)', 'Desarrollo del equipo (0–5)'),
  overall: l('Punteggio complessivo (0–5)', 'Overall score (0–5)', 'Puntuación global (0–5)'),
  answered: l('Passaggi con risposta', 'Steps answered', 'Pasos respondidos'),
};
