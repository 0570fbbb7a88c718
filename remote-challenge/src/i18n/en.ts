import type { Translation } from '@skillup/shared';
import type { ChallengeCatalogue } from './it';

export const en: Translation<ChallengeCatalogue> = {
  title: 'Individual challenge',
  empty: 'No sections in this campaign',
  progress: 'Progress {{percent}}%',
  section: 'Section {{number}}: {{name}}',
};
