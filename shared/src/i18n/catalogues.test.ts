import { catalogueGaps } from './catalogue';
import { en, es, it as italian } from './catalogues';

describe('catalogues', () => {
  it('the base catalogue has every key in it, en and es', () => {
    expect(catalogueGaps({ it: italian, en, es })).toEqual([]);
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
});
