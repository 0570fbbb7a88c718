import { aCampaign, aTest } from '@skillup/shared/testing';
import { campaignSections, currentSection, sectionProgress, sectionStatus } from './sections';

const tests = [
  aTest({ id: 1, status: 'complete' }),
  aTest({ id: 2, status: 'complete' }),
  aTest({ id: 3, status: 'incomplete' }),
  aTest({ id: 4 }),
];

const data = {
  order: ['a', 'b', 'c', 'd'],
  sections: {
    a: { name: 'Vision', description: 'Where we go', tests: [1, 2] },
    b: { name: 'People', tests: [3] },
    c: { name: 'Results', tests: [4, 99] },
    d: { name: 'Personal', tests: [] },
  },
};

describe('challenge sections', () => {
  it('derives each section status from its tests', () => {
    expect(sectionStatus([tests[0]!, tests[1]!])).toBe('complete');
    expect(sectionStatus([tests[3]!])).toBe('not attempted');
    expect(sectionStatus([tests[0]!, tests[3]!])).toBe('incomplete');
    expect(sectionStatus([])).toBe('not attempted');
  });

  it('reads the sections in their order, with the user tests only', () => {
    const sections = campaignSections(aCampaign({ data }), tests);
    expect(sections.map((s) => [s.name, s.tests.map((t) => t.id), s.status])).toEqual([
      ['Vision', [1, 2], 'complete'],
      ['People', [3], 'incomplete'],
      ['Results', [4], 'not attempted'],
      ['Personal', [], 'not attempted'],
    ]);
    expect(sectionProgress(sections)).toBe(25);
    expect(currentSection(sections)?.name).toBe('People');
  });

  it('ignores stored data that is not a list of sections', () => {
    expect(campaignSections(aCampaign({ data: { order: 'a', sections: {} } }), tests)).toEqual([]);
    expect(campaignSections(aCampaign({ data: { order: ['x', 'a'], sections: { a: 'oops', x: null } } }), tests)).toEqual([]);
  });
});
