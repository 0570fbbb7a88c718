import type { TestStatus, UserCampaign, UserTest } from '@skillup/shared/api/contract';

/** docs/behaviour.md §9: the challenge has four sections; the fourth is the personal one. */
export const SECTION_COUNT = 4;

export interface Section {
  id: string;
  name: string;
  description: string;
  motivation: string;
  tests: UserTest[];
  status: TestStatus;
}

/** What the campaign data got wrong: shown as far as possible, logged, never fatal. */
export type DataProblem =
  | { kind: 'noSections' }
  | { kind: 'sectionCount'; count: number }
  | { kind: 'badSection'; id: string }
  | { kind: 'unknownTest'; section: string; testId: unknown };

interface StoredSection {
  name?: unknown;
  description?: unknown;
  motivation?: unknown;
  tests?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** docs/behaviour.md §4: complete when every test is, not attempted while none is started. */
export function sectionStatus(tests: readonly UserTest[]): TestStatus {
  if (tests.length && tests.every((test) => test.status === 'complete')) return 'complete';
  return tests.some((test) => test.status !== 'not attempted') ? 'incomplete' : 'not attempted';
}

/**
 * The sections of the campaign data (`order` of ids, `sections` by id, each naming its
 * test ids) with the user's tests in them. Stored JSON is read defensively: an entry that
 * is not a section, a test id the user does not have, sections beyond the fourth are left
 * out and reported.
 */
export function readSections(campaign: Pick<UserCampaign, 'data'>, tests: readonly UserTest[]): { sections: Section[]; problems: DataProblem[] } {
  const { order, sections } = campaign.data;
  if (!Array.isArray(order) || typeof sections !== 'object' || sections === null) {
    return { sections: [], problems: [{ kind: 'noSections' }] };
  }
  const problems: DataProblem[] = [];
  const byId = new Map(tests.map((test) => [test.id, test]));
  const read = order.flatMap((id): Section[] => {
    const stored = (sections as Record<string, StoredSection | undefined>)[String(id)];
    if (typeof stored !== 'object' || stored === null) {
      problems.push({ kind: 'badSection', id: String(id) });
      return [];
    }
    const ids: unknown[] = Array.isArray(stored.tests) ? stored.tests : [];
    const own = ids.flatMap((testId) => {
      const test = byId.get(Number(testId));
      if (!test) problems.push({ kind: 'unknownTest', section: String(id), testId });
      return test ?? [];
    });
    return [
      {
        id: String(id),
        name: text(stored.name),
        description: text(stored.description),
        motivation: text(stored.motivation),
        tests: own,
        status: sectionStatus(own),
      },
    ];
  });
  if (read.length !== SECTION_COUNT) problems.push({ kind: 'sectionCount', count: read.length });
  return { sections: read.slice(0, SECTION_COUNT), problems };
}

/** docs/behaviour.md §4: overall progress is the share of complete sections, in percent. */
export function sectionProgress(sections: readonly Section[]): number {
  if (!sections.length) return 0;
  return Math.round((sections.filter((section) => section.status === 'complete').length / sections.length) * 100);
}

/**
 * docs/behaviour.md §9: the progress bar and ring move in steps of 25 (0, 25, 50, 75, 100): a share of
 * sections that is not a quarter (bad data with three sections) shows the step reached.
 */
export function progressStep(percent: number): number {
  return Math.min(100, Math.max(0, Math.floor(percent / 25) * 25));
}

/**
 * docs/behaviour.md §4: the first section with an incomplete or not-attempted test; when there is none,
 * the fourth (or, with fewer sections, the last there is).
 */
export function currentSection(sections: readonly Section[]): Section | undefined {
  return (
    sections.find((section) => section.tests.some((test) => test.status !== 'complete')) ??
    sections[SECTION_COUNT - 1] ??
    sections[sections.length - 1]
  );
}

export type SectionIcon = 'complete' | 'pending';

/** docs/behaviour.md §2.11: a section icon is yellow once every test of it is complete, grey otherwise. */
export function sectionIcons(sections: readonly Section[]): SectionIcon[] {
  return sections.map((section) => (section.status === 'complete' ? 'complete' : 'pending'));
}

/** docs/behaviour.md §2.11: the intro shows while the first section has no completed test. */
export function showsIntro(sections: readonly Section[]): boolean {
  const first = sections[0];
  return first !== undefined && !first.tests.some((test) => test.status === 'complete');
}
