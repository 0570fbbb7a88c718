import { missingKeysUnder } from '@skillup/shared/testing/usedKeys';
import { join } from 'node:path';
import { catalogues } from '.';
import { bulkCatalogues } from '../bulk/i18n';

const bulk = join(__dirname, '..', 'bulk');

it('every key the report passes to t() is in it, en and es', () => {
  const { used, missing } = missingKeysUnder(join(__dirname, '..'), catalogues, { skip: [bulk] });
  expect(used).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});

it('every key the download of all reports passes to t() is in its own catalogue', () => {
  const { used, missing } = missingKeysUnder(bulk, bulkCatalogues);
  expect(used).toBeGreaterThan(5);
  expect(missing).toEqual([]);
});
