import type { Fixtures, Persona } from './fixtures';
import type { RouteCase } from './route-table';
import { as } from './statuses';

const ROUTE = '/api/v2/campaigns/:campaignId/challenge-tutorial';
const url = (campaignId: number) => `/api/v2/campaigns/${campaignId}/challenge-tutorial`;

/** The demo company's challenge campaign, with the caller enrolled in it (the other company's persona stays out) and the participant's consent given. */
async function enrolInChallenge(fx: Fixtures, who: Persona): Promise<number> {
  const db = fx.t.database.db;
  const campaign = (
    await db.selectFrom('campaigns').select('id').where('company_id', '=', fx.demo).where('theme', '=', 'ferrari-academy').executeTakeFirstOrThrow()
  ).id;
  await fx.setParticipantConsent(true);
  if (who === 'anonymous' || who === 'otherCompany') return campaign;
  await db
    .insertInto('user_campaigns')
    .values({ user_id: fx.selfId(who), campaign_id: campaign, lang: 'it', access_date: null, state: 'ACTIVE' })
    .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
    .execute();
  return campaign;
}

/** docs/areas/challenge.md, "The tutorial": the caller's own flag, in a challenge campaign they are enrolled in. */
export function challengeTutorialRows(): RouteCase[] {
  return [
    {
      method: 'GET',
      route: ROUTE,
      note: "the caller's own challenge",
      request: async (fx, { who }) => ({ url: url(await enrolInChallenge(fx, who)) }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'GET',
      route: ROUTE,
      note: 'a campaign that is no challenge',
      request: async (fx) => {
        await fx.setParticipantConsent(true);
        return { url: url(fx.leadership) };
      },
      expect: as(401, 404, 422, 422, 422),
      codes: { participant: 'NOT_A_CHALLENGE', admin: 'NOT_A_CHALLENGE' },
    },
    {
      method: 'PUT',
      route: ROUTE,
      note: "the caller's own challenge",
      request: async (fx, { who }) => ({ url: url(await enrolInChallenge(fx, who)), payload: { seen: true } }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'PUT',
      route: ROUTE,
      note: 'a campaign that is no challenge',
      request: async (fx) => {
        await fx.setParticipantConsent(true);
        return { url: url(fx.leadership), payload: { seen: true } };
      },
      expect: as(401, 404, 422, 422, 422),
      codes: { participant: 'NOT_A_CHALLENGE', admin: 'NOT_A_CHALLENGE' },
    },
  ];
}
