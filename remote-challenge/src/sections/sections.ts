import type { TestStatus, UserCampaign, UserTest } from '@skillup/shared/api/contract';

export interface Section {
  id: string;
  name: string;
  description: string;
  tests: UserTest[];
  status: TestStatus;
}

interface StoredSection {
  name?: unknown;
  description?: unknown;
  tests?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** SPEC §4: complete when every test is, not attempted while none is started. */
export function sectionStatus(tests: readonly UserTest[]): TestStatus {
  if (tests.length && tests.every((test) => test.status === 'complete')) return 'complete';
  return tests.some((test) => test.status !== 'not attempted') ? 'incomplete' : 'not attempted';
}

/**
 * The sections of the campaign data (`order` of ids, `sections` by id, each naming its
 * test ids) with the user's tests in them. Stored JSON is read defensively: an entry
 * that is not a section, or a test id the user does not have, is left out.
 */
export function campaignSections(campaign: Pick<UserCampaign, 'data'>, tests: readonly UserTest[]): Section[] {
  const { order, sections } = campaign.data;
  if (!Array.isArray(order) || typeof sections !== 'object' || sections === null) return [];
  const byId = new Map(tests.map((test) => [test.id, test]));
  return order.flatMap((id): Section[] => {
    const stored = (sections as Record<string, StoredSection | undefined>)[String(id)];
    if (typeof stored !== 'object' || stored === null) return [];
    const ids: unknown[] = Array.isArray(stored.tests) ? stored.tests : [];
    const own = ids.flatMap((testId) => byId.get(Number(testId)) ?? []);
    return [{ id: String(id), name: text(stored.name), description: text(stored.description), tests: own, status: sectionStatus(own) }];
  });
}

/** SPEC §4: overall progress is the share of complete sections, in percent. */
export function sectionProgress(sections: readonly Section[]): number {
  if (!sections.length) return 0;
  return Math.round((sections.filter((section) => section.status === 'complete').length / sections.length) * 100);
}

/** SPEC §4: the first section with work left, else the last (the personal one). */
export function currentSection(sections: readonly Section[]): Section | undefined {
  return sections.find((section) => section.status !== 'complete') ?? sections[sections.length - 1];
}
