import type { Translation } from '@skillup/shared';
import type { FeedbackCatalogue } from './it';

export const en: Translation<FeedbackCatalogue> = {
  title: '360 feedback',
  notIn360: 'This campaign has no 360 feedback',
  colleagues: 'You will evaluate up to {{count}} colleagues',
  withSelf: 'You will evaluate up to {{count}} colleagues and yourself',
};
