import type { Translation } from '@skillup/shared';
import type { FeedbackCatalogue } from './it';

export const es: Translation<FeedbackCatalogue> = {
  title: 'Feedback 360',
  notIn360: 'Esta campaña no incluye el feedback 360',
  colleagues: 'Evaluarás hasta {{count}} colegas',
  withSelf: 'Evaluarás hasta {{count}} colegas y a ti mismo',
};
