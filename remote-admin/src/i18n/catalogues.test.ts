import { catalogueGaps } from '@skillup/shared';
import { catalogues } from '.';

it('every text of the area exists in it, en and es', () => {
  expect(catalogueGaps(catalogues)).toEqual([]);
});
