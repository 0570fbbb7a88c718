import type { Translation } from '@skillup/shared';
import { campaignsEn } from '../campaigns/i18n/en';
import { challengeEn } from '../campaigns/challenge/i18n/en';
import { questionnaireEn } from '../campaigns/questionnaire/i18n/en';
import { commonEn } from '../common/i18n/en';
import { layoutEn } from '../layout/i18n/en';
import { listsEn } from '../lists/i18n/en';
import { nominationsEn } from '../nominations/i18n/en';
import { peopleEn } from '../people/i18n/en';
import { progressEn } from '../progress/i18n/en';
import { readsEn } from '../reads/i18n/en';
import { daysOffEn } from '../daysoff/i18n/en';
import { versionsEn } from '../versions/i18n/en';
import type { AreaCatalogue } from './it';

export const en: Translation<AreaCatalogue> = {
  title: 'Administration',
  layout: layoutEn,
  common: commonEn,
  campaigns: campaignsEn,
  questionnaire: questionnaireEn,
  nominations: nominationsEn,
  challenge: challengeEn,
  versions: versionsEn,
  people: peopleEn,
  progress: progressEn,
  lists: listsEn,
  reads: readsEn,
  daysOff: daysOffEn,
};
