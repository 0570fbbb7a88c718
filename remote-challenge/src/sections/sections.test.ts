import { aCampaign, aTest } from '@skillup/shared/testing';
import type { UserTest } from '@skillup/shared/api/contract';
import { currentSection, progressStep, readSections, sectionIcons, sectionProgress, sectionStatus, showsIntro } from './sections';

const tests = [
  aTest({ id: 1, status: 'complete' }),
  aTest({ id: 2, status: 'complete' }),
  aTest({ id: 3, status: 'incomplete' }),
  aTest({ id: 4 }),
  aTest({ id: 5 }),
];

const data = {
  order: ['a', 'b', 'c', 'd'],
  sections: {
    a: { name: 'Vision', description: 'Where we go', motivation: 'Look ahead', tests: [1, 2] },
    b: { name: 'People', motivation: 'Together', tests: [3] },
    c: { name: 'Results', tests: [4] },
    d: { name: 'Personal', tests: [5] },
  },
};

const withStatus = (status: UserTest['status']) => tests.map((test) => ({ ...test, status }));

describe('challenge sections', () => {
  it('derives each section status from its tests', () => {
    expect(sectionStatus([tests[0]!, tests[1]!])).toBe('complete');
    expect(sectionStatus([tests[3]!])).toBe('not attempted');
    expect(sectionStatus([tests[0]!, tests[3]!])).toBe('incomplete');
    expect(sectionStatus([])).toBe('not attempted');
  });

  it('reads the four sections in their order, with their motivation and the user tests', () => {
    const { sections, problems } = readSections(aCampaign({ data }), tests);
    expect(problems).toEqual([]);
    expect(sections.map((s) => [s.name, s.motivation, s.tests.map((t) => t.id), s.status])).toEqual([
      ['Vision', 'Look ahead', [1, 2], 'complete'],
      ['People', 'Together', [3], 'incomplete'],
      ['Results', '', [4], 'not attempted'],
      ['Personal', '', [5], 'not attempted'],
    ]);
    expect(sectionProgress(sections)).toBe(25);
  });

  it('makes the first section with an incomplete or not-attempted test the current one', () => {
    const { sections } = readSections(aCampaign({ data }), tests);
    expect(currentSection(sections)?.name).toBe('People');
    const fresh = readSections(aCampaign({ data }), withStatus('not attempted')).sections;
    expect(currentSection(fresh)?.name).toBe('Vision');
  });

  it('falls back to the fourth section when every test is complete', () => {
    const { sections } = readSections(aCampaign({ data }), withStatus('complete'));
    expect(currentSection(sections)?.name).toBe('Personal');
    expect(sectionProgress(sections)).toBe(100);
  });

  it('moves the progress in steps of 25', () => {
    expect([0, 24, 25, 33, 50, 67, 75, 99, 100, 130, -5].map(progressStep)).toEqual([0, 0, 25, 25, 50, 50, 75, 75, 100, 100, 0]);
  });

  it('colours a section icon only when the whole section is complete', () => {
    const { sections } = readSections(aCampaign({ data }), tests);
    expect(sectionIcons(sections)).toEqual(['complete', 'pending', 'pending', 'pending']);
  });

  it('shows the intro while the first section has no completed test', () => {
    expect(showsIntro(readSections(aCampaign({ data }), withStatus('incomplete')).sections)).toBe(true);
    expect(showsIntro(readSections(aCampaign({ data }), tests).sections)).toBe(false);
    expect(showsIntro([])).toBe(false);
  });

  it('keeps what it can of bad data and reports the rest', () => {
    const bad = {
      order: ['x', 'a', 'b', 'c', 'd', 'e'],
      sections: { ...data.sections, a: { name: 'Vision', tests: [1, 99] }, x: 'oops', e: { name: 'Extra', tests: [] } },
    };
    const { sections, problems } = readSections(aCampaign({ data: bad }), tests);
    expect(sections.map((s) => s.name)).toEqual(['Vision', 'People', 'Results', 'Personal']);
    expect(problems).toEqual([
      { kind: 'badSection', id: 'x' },
      { kind: 'unknownTest', section: 'a', testId: 99 },
      { kind: 'sectionCount', count: 5 },
    ]);
    const few = readSections(aCampaign({ data: { order: ['a', 'b'], sections: data.sections } }), tests);
    expect(few.sections).toHaveLength(2);
    expect(few.problems).toEqual([{ kind: 'sectionCount', count: 2 }]);
    expect(currentSection(readSections(aCampaign({ data: { order: ['a'], sections: data.sections } }), tests).sections)?.name).toBe('Vision');
    expect(readSections(aCampaign({ data: { order: 'a', sections: {} } }), tests)).toEqual({ sections: [], problems: [{ kind: 'noSections' }] });
  });
});
