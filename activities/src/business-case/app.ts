import { runActivity } from '../common/boot';
import { choicesActivity } from '../common/choices/activity';
import { l } from '../common/i18n';
import { CONTENT } from './content';
import { OUTCOME_LABELS } from './outcomeLabels';

void runActivity(
  choicesActivity(CONTENT, {
    criteria: [
      { name: 'analysis', label: l('Analisi del caso', 'Analysis of the case', 'Análisis del caso') },
      { name: 'planning', label: l('Qualità del piano', 'Quality of the plan', 'Calidad del plan') },
    ],
    outcomeLabels: OUTCOME_LABELS,
  }),
);
