import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  listening: l('Ascolto', 'Listening', 'Escucha'),
  clarity: l('Chiarezza', 'Clarity', 'Claridad'),
  development: l('Sviluppo', 'Development', 'Desarrollo'),
  overall: l('Complessivo', 'Overall', 'Global'),
  answered: l('Scenari risposti', 'Scenarios answered', 'Escenarios respondidos'),
};
