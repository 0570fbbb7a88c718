import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  prioritisation: l('Priorità', 'Prioritisation', 'Priorización'),
  decisions: l('Decisioni', 'Decisions', 'Decisiones'),
  responsiveness: l('Reattività', 'Responsiveness', 'Capacidad de respuesta'),
  overall: l('Complessivo', 'Overall', 'Global'),
  handled: l('Messaggi gestiti', 'Messages handled', 'Mensajes gestionados'),
};
