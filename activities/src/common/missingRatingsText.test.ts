import { l } from './i18n';
import { missingRatingsText } from './missingRatingsText';

const criteria = [
  { name: 'priorities', label: l('Gestione delle priorità', 'Handling of priorities', 'Gestión de prioridades') },
  { name: 'communication', label: l('Qualità delle risposte', 'Quality of the replies', 'Calidad de las respuestas') },
  { name: 'tone', label: l('Tono', 'Tone', 'Tono') },
];

describe('the missing-ratings message', () => {
  it.each([
    ['it', 'Manca una valutazione da 1 a 5 per: Gestione delle priorità e Qualità delle risposte'],
    ['en', 'A rating from 1 to 5 is needed for: Handling of priorities and Quality of the replies'],
    ['es', 'Falta una valoración de 1 a 5 para: Gestión de prioridades y Calidad de las respuestas'],
  ] as const)('names the criteria by their labels in %s', (lang, text) => {
    expect(missingRatingsText(criteria, ['priorities', 'communication'], lang)).toBe(text);
  });

  it('lists three criteria the way the language does', () => {
    expect(missingRatingsText(criteria, ['priorities', 'communication', 'tone'], 'en')).toBe(
      'A rating from 1 to 5 is needed for: Handling of priorities, Quality of the replies, and Tone',
    );
  });
});
