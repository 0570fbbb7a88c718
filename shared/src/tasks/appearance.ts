import type { UserTest } from '../api/contract';
import { DEFAULT_TASK_COLOUR } from '../ui/system';
import { solidForWhiteText } from './contrast';

/** The meta tag the server adds to the app's page with the activities' base address. */
export const ACTIVITIES_META = 'skillup-activities';

/**
 * docs/behaviour.md §9, docs/security.md: activities and their files are served under /tests/
 * of an origin of their own, which the server names in the page it serves. A page it did not
 * serve (a unit test) has no tag and uses the path alone.
 */
export function testBaseUrl(doc: Document = document): string {
  const base = doc.querySelector(`meta[name="${ACTIVITIES_META}"]`)?.getAttribute('content')?.trim();
  return base ? base : '/tests/';
}

export interface TestAppearance {
  /** Address of the cover image, or null when the test has none. */
  image: string | null;
  colour: string;
  /** The colour darkened as far as white text on it needs (WCAG 2.2 AA, 4.5:1). */
  solid: string;
  /** Minutes, or null when unknown. */
  duration: number | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * docs/behaviour.md §2.8: the cover image from jsonData.image under the test base URL, the colour from
 * jsonData.color (else the test's, else #E25240) and the duration from jsonData.duration.
 */
export function testAppearance(test: Pick<UserTest, 'jsonData' | 'color' | 'duration'>): TestAppearance {
  const image = text(test.jsonData['image']);
  const duration = test.jsonData['duration'];
  const colour = text(test.jsonData['color']) ?? text(test.color) ?? DEFAULT_TASK_COLOUR;
  return {
    image: image ? `${testBaseUrl()}${image.replace(/^\/+/, '')}` : null,
    colour,
    solid: solidForWhiteText(colour),
    duration: typeof duration === 'number' && Number.isFinite(duration) ? duration : test.duration,
  };
}
