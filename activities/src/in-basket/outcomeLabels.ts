import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  prioritisation: l('Gestione delle priorità', 'Prioritisation', 'Gestión de prioridades'),
  decisions: l('Qualità delle decisioni', 'Quality of decisions', 'Calidad de las decisiones'),
  responsiveness: l('Risposte scritte', 'Written replies', 'Respuestas escritas'),
  overall: l('Punteggio complessivo (0–5)', 'Overall score (0–5)', 'Puntuación global (0–5)'),
  handled: l('Messaggi gestiti', 'Messages handled', 'Mensajes gestionados'),
};
