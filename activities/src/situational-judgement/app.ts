import { runActivity } from '../common/boot';
import { choicesActivity } from '../common/choices/activity';
import { l } from '../common/i18n';
import { CONTENT } from './content';
import { OUTCOME_LABELS } from './outcomeLabels';

void runActivity(
  choicesActivity(CONTENT, {
    criteria: [
      { name: 'judgement', label: l('Qualità del giudizio', 'Quality of judgement', 'Calidad del juicio') },
      { name: 'empathy', label: l('Attenzione alla persona', 'Attention to the person', 'Atención a la persona') },
    ],
    outcomeLabels: OUTCOME_LABELS,
  }),
);
