import { contrast } from '@skillup/shared/testing';
import { STAR_COLOUR } from './ResultsDetail';

it("draws a strength's star at 3:1 at least on white (WCAG 1.4.11)", () => {
  expect(contrast(STAR_COLOUR, 'white')).toBeGreaterThanOrEqual(3);
});
