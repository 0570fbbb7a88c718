import type { AdminActivity } from '@skillup/shared/api/contract';
import type { TestRow } from '../../db/schema';

const FEEDBACK360_ACTIVITY = '360';

/**
 * What a test can open (docs/areas/admin.md, "Activities"): the activities of the activities
 * workspace, each served at /tests/<activity>/ with its cover beside it, and the 360, which
 * is an area of its own. A test's url names its activity, as the demo seed writes it.
 */
export const ACTIVITY_CATALOGUE: readonly AdminActivity[] = [
  {
    activity: 'in-basket',
    kind: 'activity',
    name: { it: 'In-Basket', en: 'In-Basket', es: 'In-Basket' },
    url: 'in-basket/index.html',
    cover: 'in-basket/cover.svg',
  },
  {
    activity: 'situational-judgement',
    kind: 'activity',
    name: { it: 'Colloquio di feedback', en: 'Feedback meeting', es: 'Entrevista de feedback' },
    url: 'situational-judgement/index.html',
    cover: 'situational-judgement/cover.svg',
  },
  {
    activity: 'business-case',
    kind: 'activity',
    name: { it: 'Caso aziendale', en: 'Business case', es: 'Caso de empresa' },
    url: 'business-case/index.html',
    cover: 'business-case/cover.svg',
  },
  {
    activity: 'numerical-reasoning',
    kind: 'activity',
    name: { it: 'Ragionamento numerico', en: 'Numerical reasoning', es: 'Razonamiento numérico' },
    url: 'numerical-reasoning/index.html',
    cover: 'numerical-reasoning/cover.svg',
  },
  {
    activity: 'self-reflection',
    kind: 'activity',
    name: { it: 'Riflessione sui valori', en: 'Reflecting on values', es: 'Reflexión sobre los valores' },
    url: 'self-reflection/index.html',
    cover: 'self-reflection/cover.svg',
  },
  {
    activity: FEEDBACK360_ACTIVITY,
    kind: 'feedback360',
    name: { it: 'Feedback 360°', en: '360° feedback', es: 'Feedback 360°' },
    url: '360/index.html',
    cover: null,
  },
];

export const catalogueEntry = (activity: string): AdminActivity | undefined => ACTIVITY_CATALOGUE.find((entry) => entry.activity === activity);

/** The catalogue's activity a test url opens, or null for one the catalogue does not list. */
export function activityOfUrl(url: string): string | null {
  const folder = url.replace(/^\/?tests\//, '').split('/')[0] ?? '';
  return catalogueEntry(folder)?.activity ?? null;
}

/** What a test opens: its campaign's 360 by its kind, else the activity its url names. */
export function activityOf(test: Pick<TestRow, 'kind' | 'url'>): string | null {
  if (test.kind === 'feedback360') return FEEDBACK360_ACTIVITY;
  const activity = activityOfUrl(test.url);
  return activity === FEEDBACK360_ACTIVITY ? null : activity;
}
