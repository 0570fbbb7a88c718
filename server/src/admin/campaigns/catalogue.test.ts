import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoCampaigns } from '../../db/seed/demo-campaigns';
import { ACTIVITY_CATALOGUE, activityOf, activityOfUrl } from './catalogue';

const activitiesSource = join(__dirname, '../../../../activities/src');
const activityEntries = ACTIVITY_CATALOGUE.filter((entry) => entry.kind === 'activity');

describe('the catalogue of activities', () => {
  it('lists every activity of the activities workspace, and none it lacks', () => {
    const folders = readdirSync(activitiesSource, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(activitiesSource, entry.name, 'index.html')))
      .map((entry) => entry.name);
    expect(activityEntries.map((entry) => entry.activity).sort()).toEqual(folders.sort());
  });

  it.each(activityEntries)('$activity opens its page and shows its cover', (entry) => {
    expect(entry.url).toBe(`${entry.activity}/index.html`);
    expect(existsSync(join(activitiesSource, entry.activity, 'cover.svg'))).toBe(true);
    expect(entry.cover).toBe(`${entry.activity}/cover.svg`);
  });

  it('names each activity in every language as the demo seed names the tests that open it', () => {
    const seeded = demoCampaigns.flatMap((campaign) => (campaign.theme === 'skillup' ? campaign.tests : [])).filter((test) => test.activity);
    expect(seeded.length).toBeGreaterThan(0);
    for (const test of seeded) {
      const entry = ACTIVITY_CATALOGUE.find((candidate) => candidate.activity === test.activity);
      for (const [lang, name] of Object.entries(test.name)) {
        expect({ test: test.key, lang, name }).toEqual({ test: test.key, lang, name: entry?.name[lang as 'it'] });
      }
    }
  });

  it.each([
    ['in-basket/index.html', 'in-basket'],
    ['/tests/business-case/index.html', 'business-case'],
    ['360/index.html', '360'],
    ['pr/index.html', null],
    ['https://evil.test/in-basket/index.html', null],
  ])('reads the activity of %s as %s', (url, activity) => {
    expect(activityOfUrl(url)).toBe(activity);
  });

  it('knows the 360 test by its kind, whatever its url, and no activity test as the 360', () => {
    expect(activityOf({ kind: 'feedback360', url: '360/index.html' })).toBe('360');
    expect(activityOf({ kind: 'feedback360', url: 'legacy/360.html' })).toBe('360');
    expect(activityOf({ kind: 'activity', url: '360/index.html' })).toBeNull();
    expect(activityOf({ kind: 'activity', url: 'in-basket/index.html' })).toBe('in-basket');
  });
});
