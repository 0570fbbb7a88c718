import { untranslatedTextsUnder } from '@skillup/shared/testing/untranslated';

it('every text an activity shows comes from its it/en/es texts', () => {
  expect(untranslatedTextsUnder(__dirname)).toEqual([]);
});
