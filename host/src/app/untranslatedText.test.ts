import { untranslatedTextsUnder } from '@skillup/shared/testing/untranslated';
import { join } from 'node:path';

it('every text the shell shows goes through the translation function', () => {
  expect(untranslatedTextsUnder(join(__dirname, '..'))).toEqual([]);
});
