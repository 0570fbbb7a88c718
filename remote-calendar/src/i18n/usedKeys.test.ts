import { missingKeysUnder } from '@skillup/shared/testing/usedKeys';
import { join } from 'node:path';
import { catalogues } from '.';

it('every key the Agenda passes to t() is in it, en and es', () => {
  const { used, missing } = missingKeysUnder(join(__dirname, '..'), catalogues);
  expect(used).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
