import { l, type Localised } from '../common/i18n';

/** The outcomes of algorithm.ts as the assessor reads them. */
export const OUTCOME_LABELS: Record<string, Localised> = {
  autonomy: l('Autonomia', 'Autonomy', 'Autonomía'),
  collaboration: l('Collaborazione', 'Collaboration', 'Colaboración'),
  growth: l('Crescita', 'Growth', 'Crecimiento'),
  balance: l('Equilibrio', 'Balance', 'Equilibrio'),
  autonomyChange: l('Autonomia, variazione', 'Autonomy, change', 'Autonomía, variación'),
  collaborationChange: l('Collaborazione, variazione', 'Collaboration, change', 'Colaboración, variación'),
  growthChange: l('Crescita, variazione', 'Growth, change', 'Crecimiento, variación'),
  balanceChange: l('Equilibrio, variazione', 'Balance, change', 'Equilibrio, variación'),
  completions: l('Compilazioni', 'Rounds completed', 'Rondas completadas'),
};
