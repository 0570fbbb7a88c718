import { runActivity } from '../common/boot';
import { choicesActivity } from '../common/choices/activity';
import { l } from '../common/i18n';
import { CONTENT } from './content';

void runActivity(
  choicesActivity(CONTENT, {
    criteria: [
      { name: 'judgement', label: l('Qualità del giudizio', 'Quality of judgement', 'Calidad del juicio') },
      { name: 'empathy', label: l('Attenzione alla persona', 'Attention to the person', 'Atención a la persona') },
    ],
    outcomeLabels: {
      listening: l('Ascolto (0–5)', 'Listening (0–5)', 'Escucha (0–5)'),
      clarity: l('Chiarezza (0–5)', 'Clarity (0–5)', 'Claridad (0–5)'),
      development: l('Sviluppo del collaboratore (0–5)', 'Developing the team member (0–5)', 'Desarrollo del colaborador (0–5)'),
      overall: l('Punteggio complessivo (0–5)', 'Overall score (0–5)', 'Puntuación global (0–5)'),
      answered: l('Situazioni con risposta', 'Situations answered', 'Situaciones respondidas'),
    },
  }),
);
