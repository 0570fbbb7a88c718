import { campaignsIt } from '../campaigns/i18n/it';
import { challengeIt } from '../campaigns/challenge/i18n/it';
import { questionnaireIt } from '../campaigns/questionnaire/i18n/it';
import { commonIt } from '../common/i18n/it';
import { layoutIt } from '../layout/i18n/it';
import { listsIt } from '../lists/i18n/it';
import { nominationsIt } from '../nominations/i18n/it';
import { peopleIt } from '../people/i18n/it';
import { progressIt } from '../progress/i18n/it';
import { readsIt } from '../reads/i18n/it';
import { daysOffIt } from '../daysoff/i18n/it';
import { versionsIt } from '../versions/i18n/it';

/** The area's catalogue, one part per feature, each written beside the feature's code. */
export const it = {
  title: 'Amministrazione',
  layout: layoutIt,
  common: commonIt,
  campaigns: campaignsIt,
  questionnaire: questionnaireIt,
  nominations: nominationsIt,
  challenge: challengeIt,
  versions: versionsIt,
  people: peopleIt,
  progress: progressIt,
  lists: listsIt,
  reads: readsIt,
  daysOff: daysOffIt,
};

export type AreaCatalogue = typeof it;
