import { pickLocalised } from './label';

const labels = [
  { lang: 'IT_it', label: 'Durata' },
  { lang: 'EN_en', label: 'Duration' },
];

describe('localised labels', () => {
  it('picks the variant of the requested language, whatever its code style', () => {
    expect(pickLocalised(labels, 'en')?.label).toBe('Duration');
    expect(pickLocalised(labels, 'en-US')?.label).toBe('Duration');
  });

  it('uses the Italian variant when the language is missing', () => {
    expect(pickLocalised(labels, 'es')?.label).toBe('Durata');
  });

  it('follows the fallbacks it is given, then the first variant', () => {
    const names = [
      { lang: 'es', name: 'Agenda ES' },
      { lang: 'en', name: 'Agenda EN' },
    ];
    expect(pickLocalised(names, 'it', ['en'])?.name).toBe('Agenda EN');
    expect(pickLocalised([{ lang: 'es', name: 'Solo' }], 'it')?.name).toBe('Solo');
    expect(pickLocalised([], 'it')).toBeUndefined();
  });
});
