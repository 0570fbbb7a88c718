import { copiedTexts } from '@skillup/shared';
import { untranslatedTextsUnder } from '@skillup/shared/testing/untranslated';
import { join } from 'node:path';
import { catalogues } from '.';

it('every text the area shows goes through the translation function', () => {
  expect(untranslatedTextsUnder(join(__dirname, '..'))).toEqual([]);
});

it('no text of the catalogue is left in English in it or es', () => {
  expect(copiedTexts(catalogues, [])).toEqual([]);
});
