import { contrast } from '@skillup/shared/testing';
import { STATUS_COLOURS } from './StatusIcon';

/** WCAG 1.4.11: a graphic that carries meaning keeps 3:1 against what surrounds it. */
const MIN_GRAPHIC_CONTRAST = 3;

describe('the task status icons', () => {
  it.each(Object.entries(STATUS_COLOURS))('draws %s in %s, at 3:1 at least on white', (_state, colour) => {
    expect(contrast(colour, 'white')).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
  });
});
