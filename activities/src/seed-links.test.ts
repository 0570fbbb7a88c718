import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface SeededTest {
  key: string;
  abbreviation: string;
  activity?: string;
  jsonData?: { image?: string; theme?: { preview?: { img?: { src: string } } } };
}

/** The demo seed lives in the server; read through jest so the type check stays in this workspace. */
const seedPath = join(__dirname, '../../server/src/db/seed/demo-campaigns');
const { demoCampaigns, testUrl } = jest.requireActual(seedPath) as {
  demoCampaigns: { key: string; tests: SeededTest[] }[];
  testUrl: (test: SeededTest) => string;
};

const source = (path: string) => join(__dirname, path);
const tests = demoCampaigns.flatMap((campaign) => campaign.tests.map((test) => ({ campaign: campaign.key, test })));

describe('the demo seed opens real activities', () => {
  it.each(tests.filter(({ test }) => test.key !== '360'))('$campaign/$test.key opens an activity with its algorithm and cover', ({ test }) => {
    const url = testUrl(test);
    expect(existsSync(source(url))).toBe(true);
    expect(existsSync(join(source(dirname(url)), 'algorithm.ts'))).toBe(true);
    expect(test.jsonData?.image).toBe(`${dirname(url)}/cover.svg`);
    expect(existsSync(source(test.jsonData!.image!))).toBe(true);
    const picture = test.jsonData?.theme?.preview?.img?.src;
    if (picture) expect(existsSync(source(picture))).toBe(true);
  });
});
