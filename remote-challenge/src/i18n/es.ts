import type { Translation } from '@skillup/shared';
import type { ChallengeCatalogue } from './it';

export const es: Translation<ChallengeCatalogue> = {
  title: 'Desafío individual',
  empty: 'Ninguna sección en esta campaña',
  progress: 'Progreso {{percent}}%',
  section: 'Sección {{number}}: {{name}}',
};
