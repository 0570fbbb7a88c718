import { copiedTexts } from '@skillup/shared';
import { untranslatedTextsUnder } from '@skillup/shared/testing/untranslated';
import { join } from 'node:path';
import { catalogues } from '.';

it('every text the area shows goes through the translation function', () => {
  expect(untranslatedTextsUnder(join(__dirname, '..'))).toEqual([]);
});

/** Names, and the words Italian and Spanish HR use as English does. */
const SAME_IN_EVERY_LANGUAGE = [
  'Skillup',
  'Ferrari Academy',
  'Task Room',
  'Report',
  'Test',
  'E-mail',
  'E-mail: {{email}}',
  'Team',
  'team',
  'Assessor',
  'Superassessor',
];

it('no text of the catalogue is left in English in it or es', () => {
  expect(copiedTexts(catalogues, SAME_IN_EVERY_LANGUAGE)).toEqual([]);
});
