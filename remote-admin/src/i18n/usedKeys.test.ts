import { missingKeysUnder } from '@skillup/shared/testing/usedKeys';
import { join } from 'node:path';
import { catalogues } from '.';

it('every key the console passes to t() is in it, en and es, under the prefix its file reads with', () => {
  const { used, missing } = missingKeysUnder(join(__dirname, '..'), catalogues);
  expect(used).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
