import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  listening: l('Ascolto (0–5)', 'Listening (0–5)', 'Escucha (0–5)'),
  clarity: l('Chiarezza (0–5)', 'Clarity (0–5)', 'Claridad (0–5)'),
  development: l('Sviluppo del collaboratore (0–5)', 'Developing the team member (0–5)', 'Desarrollo del colaborador (0–5)'),
  overall: l('Punteggio complessivo (0–5)', 'Overall score (0–5)', 'Puntuación global (0–5)'),
  answered: l('Situazioni con risposta', 'Situations answered', 'Situaciones respondidas'),
};
