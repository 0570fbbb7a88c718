import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  autonomy: l('Autonomia (1–5)', 'Autonomy (1–5)', 'Autonomía (1–5)'),
  collaboration: l('Collaborazione (1–5)', 'Collaboration (1–5)', 'Colaboración (1–5)'),
  growth: l('Crescita (1–5)', 'Growth (1–5)', 'Crecimiento (1–5)'),
  balance: l('Equilibrio (1–5)', 'Balance (1–5)', 'Equilibrio (1–5)'),
  autonomyChange: l('Autonomia, variazione dalla volta prima', 'Autonomy, change since last time', 'Autonomía, cambio desde la vez anterior'),
  collaborationChange: l(
    'Collaborazione, variazione dalla volta prima',
    'Collaboration, change since last time',
    'Colaboración, cambio desde la vez anterior',
  ),
  growthChange: l('Crescita, variazione dalla volta prima', 'Growth, change since last time', 'Crecimiento, cambio desde la vez anterior'),
  balanceChange: l('Equilibrio, variazione dalla volta prima', 'Balance, change since last time', 'Equilibrio, cambio desde la vez anterior'),
  completions: l('Riflessioni completate', 'Reflections completed', 'Reflexiones completadas'),
};
