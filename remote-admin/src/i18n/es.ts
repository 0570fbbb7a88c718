import type { Translation } from '@skillup/shared';
import { campaignsEs } from '../campaigns/i18n/es';
import { challengeEs } from '../campaigns/challenge/i18n/es';
import { questionnaireEs } from '../campaigns/questionnaire/i18n/es';
import { commonEs } from '../common/i18n/es';
import { layoutEs } from '../layout/i18n/es';
import { listsEs } from '../lists/i18n/es';
import { nominationsEs } from '../nominations/i18n/es';
import { peopleEs } from '../people/i18n/es';
import { progressEs } from '../progress/i18n/es';
import { readsEs } from '../reads/i18n/es';
import { daysOffEs } from '../daysoff/i18n/es';
import { versionsEs } from '../versions/i18n/es';
import type { AreaCatalogue } from './it';

export const es: Translation<AreaCatalogue> = {
  title: 'Administración',
  layout: layoutEs,
  common: commonEs,
  campaigns: campaignsEs,
  questionnaire: questionnaireEs,
  nominations: nominationsEs,
  challenge: challengeEs,
  versions: versionsEs,
  people: peopleEs,
  progress: progressEs,
  lists: listsEs,
  reads: readsEs,
  daysOff: daysOffEs,
};
