import { catalogueGaps, copiedTexts } from './catalogue';
import { en, es, it as italian } from './catalogues';
import { i18n } from './instance';

describe('catalogues', () => {
  it('the base catalogue has every key in it, en and es', () => {
    expect(catalogueGaps({ it: italian, en, es })).toEqual([]);
  });

  it('has no English text left untranslated in it or es', () => {
    // Names, words Italian and Spanish use as they are, and the unknown route's text, which
    // docs/behaviour.md §2.1 quotes as it is.
    const alike = [
      'Skillup',
      'TASK ROOM',
      'No',
      'E-mail',
      'Password',
      'Task Room',
      'Report',
      'Account',
      'Italiano',
      'English',
      'Español',
      'Not found...',
    ];
    expect(copiedTexts({ it: italian, en, es }, alike)).toEqual([]);
  });

  it('reports a text copied from English, interpolations aside', () => {
    expect(
      copiedTexts({
        it: { a: 'Salva', b: 'Skip', c: '{{count}}', d: { e: 'Overview' } },
        en: { a: 'Save', b: 'Skip', c: '{{count}}', d: { e: 'Overview' } },
        es: { a: 'Guardar', b: 'Omitir', c: '{{count}}', d: { e: 'Resumen' } },
      }),
    ).toEqual(['it: b = Skip', 'it: d.e = Overview']);
  });

  it('reports a key missing or empty in one language', () => {
    expect(
      catalogueGaps({
        it: { a: 'uno', nested: { b: 'due' } },
        en: { a: 'one', nested: {} },
        es: { a: '', nested: { b: 'dos' } },
      }),
    ).toEqual(['en: nested.b', 'es: a']);
  });

  it('asks each language for the plural forms it has', () => {
    expect(
      catalogueGaps({
        it: { sent: { x_one: '{{count}} inviata', x_many: '{{count}} inviate', x_other: '{{count}} inviate' } },
        en: { sent: { x_one: '{{count}} sent', x_other: '{{count}} sent' } },
        es: { sent: { x_one: '{{count}} enviada', x_many: '{{count}} enviadas', x_other: '{{count}} enviadas' } },
      }),
    ).toEqual([]);
  });

  it('reports a plural form missing in a language that has it, and one it does not have', () => {
    expect(
      catalogueGaps({
        it: { x_one: '{{count}} inviata', x_other: '{{count}} inviate', y: 'uno' },
        en: { x_one: '{{count}} sent', x_many: '{{count}} sent', x_other: '{{count}} sent', y_one: 'one', y_other: 'ones' },
        es: { x_one: '{{count}} enviada', x_many: '{{count}} enviadas', x_other: '{{count}} enviadas', y: 'uno' },
      }),
    ).toEqual([
      'it: x_many',
      'it: y_one',
      'it: y_many',
      'it: y_other',
      'en: y',
      'en: x_many (not a plural form of en)',
      'es: y_one',
      'es: y_many',
      'es: y_other',
    ]);
  });

  it('the common catalogue shows the singular in Italian and the plural from two', () => {
    const one = { lng: 'it', count: 1 };
    expect(i18n.t('queue.skipWarning', one)).toContain('1 risposta non ancora inviata sarà tolta');
    expect(i18n.t('queue.skipWarning', { lng: 'it', count: 2 })).toContain('2 risposte non ancora inviate saranno tolte');
    expect(i18n.t('queue.progress', { lng: 'it', sent: 0, count: 1 })).toBe('0 di 1 salvataggio inviato');
    expect(i18n.t('queue.progress', { lng: 'it', sent: 3, count: 1000000 })).toBe('3 di 1000000 salvataggi inviati');
    expect(i18n.t('queue.progress', { lng: 'en', sent: 0, count: 1 })).toBe('0 of 1 save sent');
    expect(i18n.t('queue.progress', { lng: 'es', sent: 0, count: 1 })).toBe('0 de 1 guardado enviado');
  });
});
