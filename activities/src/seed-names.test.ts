import { join } from 'node:path';
import { CONTENT as BUSINESS_CASE } from './business-case/content';
import type { Lang, Localised } from './common/i18n';
import { TEXT as IN_BASKET } from './in-basket/content';
import { TEXT as NUMERICAL_REASONING } from './numerical-reasoning/content';
import { TEXT as SELF_REFLECTION } from './self-reflection/content';
import { CONTENT as SITUATIONAL_JUDGEMENT } from './situational-judgement/content';

interface SeededTest {
  key: string;
  activity?: string;
  name: Partial<Localised>;
}
interface SeededCampaign {
  key: string;
  languages: { lang: string }[];
  tests: SeededTest[];
}

/** The demo seed lives in the server; read through jest so the type check stays in this workspace. */
const seed = (file: string) => jest.requireActual(join(__dirname, '../../server/src/db/seed', file));
const { demoCampaigns } = seed('demo-campaigns') as { demoCampaigns: SeededCampaign[] };
const { otherCompany } = seed('companies-languages') as { otherCompany: { campaign: SeededCampaign } };

/** The title each activity gives itself: what its content is about. */
const TITLES: Record<string, Localised> = {
  'business-case': BUSINESS_CASE.title,
  'in-basket': IN_BASKET.title,
  'numerical-reasoning': NUMERICAL_REASONING.title,
  'self-reflection': SELF_REFLECTION.title,
  'situational-judgement': SITUATIONAL_JUDGEMENT.title,
};

const campaigns = [...demoCampaigns, otherCompany.campaign];
const cases = campaigns.flatMap((campaign) =>
  campaign.tests
    .filter((test) => test.key !== '360')
    .flatMap((test) => campaign.languages.map(({ lang }) => ({ campaign: campaign.key, test, lang: lang as Lang }))),
);

describe('each seeded test opens an activity named like it (docs/behaviour.md, the decision on activity pages and test names)', () => {
  it('covers every campaign of the seed, the other company included', () => {
    expect(new Set(cases.map((c) => c.campaign))).toEqual(new Set(campaigns.map((c) => c.key)));
  });

  it.each(cases)('$campaign/$test.key in $lang is named after its activity', ({ test, lang }) => {
    expect(test.activity).toBeDefined();
    expect(TITLES[test.activity!]).toBeDefined();
    expect(test.name[lang]).toBe(TITLES[test.activity!]![lang]);
  });

  it.each(campaigns)('$key never names two tests alike', (campaign) => {
    const names = campaign.tests.map((test) => test.name.it);
    expect(new Set(names).size).toBe(names.length);
  });
});
