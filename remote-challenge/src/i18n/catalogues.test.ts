import { catalogueGaps } from '@skillup/shared';
import { catalogues } from '.';

it('every text of the individual challenge exists in it, en and es', () => {
  expect(catalogueGaps(catalogues)).toEqual([]);
});
