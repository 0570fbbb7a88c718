export const it = {
  title: 'Feedback 360',
  notIn360: 'Questa campagna non prevede il feedback 360',
  colleagues: 'Valuterai fino a {{count}} colleghi',
  withSelf: 'Valuterai fino a {{count}} colleghi e te stesso',
};

export type FeedbackCatalogue = typeof it;
