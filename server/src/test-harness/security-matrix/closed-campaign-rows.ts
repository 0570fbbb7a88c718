import type { CalendarStorageResponse, Theme } from '@skillup/shared/api/contract';
import { insertCampaignRow, insertTestRow } from '../test-rows';
import type { Fixtures, Persona } from './fixtures';
import type { Caller, MatrixRequest, RouteCase } from './route-table';
import { as } from './statuses';

interface ClosedCampaign {
  id: number;
  testId: number;
}

/** The demo company's staff and participant all have a report there; the other company does not see the campaign. */
const REPORT_HOLDERS = ['participant', 'assessor', 'admin'] as const satisfies readonly Persona[];

const made = new WeakMap<Fixtures, Map<Theme, Promise<ClosedCampaign>>>();

/**
 * A closed campaign of the demo company whose reports HR released (docs/areas/admin.md,
 * "Lifecycle"), made once per theme: each demo persona has a report there and a
 * self-evaluation, so that every refusal below is the closed campaign's and no other.
 */
function closedCampaign(fx: Fixtures, theme: Theme): Promise<ClosedCampaign> {
  const byTheme = made.get(fx) ?? new Map<Theme, Promise<ClosedCampaign>>();
  made.set(fx, byTheme);
  const kept = byTheme.get(theme);
  if (kept) return kept;
  const making = (async () => {
    const db = fx.t.database.db;
    const id = await insertCampaignRow(db, fx.demo, {
      theme,
      state: 'CLOSED',
      is360: theme === 'skillup',
      reports_released_at: new Date(),
      date_start: '2025-01-01T00:00:00Z',
      date_end: '2025-12-31T00:00:00Z',
    });
    const testId = await insertTestRow(db, id, { position: 1 });
    for (const who of REPORT_HOLDERS) {
      const userId = fx.selfId(who);
      await db.insertInto('user_campaigns').values({ user_id: userId, campaign_id: id, lang: 'it', access_date: null, state: 'REPORT' }).execute();
      await db
        .insertInto('feedback360_relations')
        .values({ campaign_id: id, evaluator_id: userId, evaluated_id: userId, relation_type: 3 })
        .execute();
    }
    return { id, testId };
  })();
  byTheme.set(theme, making);
  return making;
}

/** The request against the closed campaign of `theme`, with the participant's consent given. */
const against =
  (theme: Theme, request: (campaign: ClosedCampaign, fx: Fixtures, caller: Caller) => MatrixRequest | Promise<MatrixRequest>) =>
  async (fx: Fixtures, caller: Caller) => {
    await fx.setParticipantConsent(true);
    return request(await closedCampaign(fx, theme), fx, caller);
  };

/** Read as it was left: whoever has a report there; the other company does not learn the campaign exists. */
const readable = as(401, 404, 200, 200, 200);
/** 409, not 404: the campaign is there and entered, it takes no answers (campaigns/answering.ts). */
const closed = {
  expect: as(401, 404, 409, 409, 409),
  codes: { participant: 'CAMPAIGN_CLOSED', assessor: 'CAMPAIGN_CLOSED', admin: 'CAMPAIGN_CLOSED' },
};

const run = ({ id, testId }: ClosedCampaign, kind: 'sync' | 'status' | 'data', userId: number) => `/api/tests/${testId}/${kind}/${id}/${userId}`;

/**
 * The participant's routes in a closed campaign whose reports are out (docs/areas/admin.md,
 * "Lifecycle"; campaigns/closed-campaign.test.ts): it is entered, its tests, its Agenda, its
 * challenge flag and its report are read, and every write of the caller's own, the reads of
 * a run and every 360 call are refused as closed.
 */
export function closedCampaignRows(): RouteCase[] {
  const note = (what: string) => `a closed campaign, ${what}`;
  return [
    {
      method: 'POST',
      route: '/api/usercampaign/:id',
      note: note('entered for its report'),
      request: against('skillup', ({ id }) => ({ url: `/api/usercampaign/${id}`, payload: {} })),
      expect: readable,
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:campaignId/usertests',
      note: note('its tests and their status'),
      request: against('skillup', ({ id }) => ({ url: `/api/usercampaign/${id}/usertests` })),
      expect: readable,
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/config',
      note: note('the report it was entered for'),
      request: against('skillup', ({ id }) => ({ url: `/api/report/${id}/config` })),
      expect: readable,
    },
    {
      method: 'POST',
      route: '/api/tests/:testId/status/:campaignId/:userId',
      note: note("the caller's own start"),
      request: against('skillup', (campaign, fx, { who }) => ({
        url: run(campaign, 'status', fx.selfId(who)),
        payload: { version: fx.nextVersion(), status: 'incomplete' },
      })),
      ...closed,
    },
    {
      method: 'POST',
      route: '/api/tests/:testId/sync/:campaignId/:userId',
      note: note("the caller's own save"),
      request: against('skillup', (campaign, fx, { who }) => ({
        url: run(campaign, 'sync', fx.selfId(who)),
        payload: { version: fx.nextVersion(), status: 'incomplete', data: '{"step":1}' },
      })),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/tests/:testId/sync/:campaignId/:userId',
      note: note("the caller's own run, which only a test running reads"),
      request: against('skillup', (campaign, fx, { who }) => ({ url: run(campaign, 'sync', fx.selfId(who)) })),
      ...closed,
    },
    {
      method: 'POST',
      route: '/api/tests/checkSync/:campaignId',
      note: note('the check of the queue'),
      request: against('skillup', ({ id, testId }, fx) => ({
        url: `/api/tests/checkSync/${id}`,
        payload: { tests: [{ testId, version: fx.nextVersion() }] },
      })),
      ...closed,
    },
    {
      method: 'POST',
      route: '/api/outcomes/:campaignId/:testId/:userId',
      note: note("the caller's own outcomes"),
      request: against('skillup', ({ id, testId }, fx, { who }) => ({
        url: `/api/outcomes/${id}/${testId}/${fx.selfId(who)}`,
        payload: { version: fx.nextVersion(), values: [] },
      })),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/v2/campaigns/:campaignId/storage',
      note: note('its Agenda as it was left'),
      request: against('calendar', ({ id }) => ({ url: `/api/v2/campaigns/${id}/storage` })),
      expect: readable,
    },
    {
      method: 'PATCH',
      route: '/api/v2/campaigns/:campaignId/storage',
      note: note('its Agenda changed'),
      request: against('calendar', async ({ id }, fx, { headers }) => {
        const url = `/api/v2/campaigns/${id}/storage`;
        const read = await fx.t.app.inject({ method: 'GET', url, headers });
        const storage =
          read.statusCode === 200
            ? (read.json() as CalendarStorageResponse).storage
            : { data: { tests: {}, currentPosition: '2025-06-02', hasSeenTutorial: false }, version: 0 };
        return { url, payload: { data: { ...storage.data, hasSeenTutorial: true }, version: storage.version } };
      }),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/v2/campaigns/:campaignId/challenge-tutorial',
      note: note("the challenge's tutorial flag"),
      request: against('ferrari-academy', ({ id }) => ({ url: `/api/v2/campaigns/${id}/challenge-tutorial` })),
      expect: readable,
    },
    {
      method: 'PUT',
      route: '/api/v2/campaigns/:campaignId/challenge-tutorial',
      note: note("the challenge's tutorial flag set"),
      request: against('ferrari-academy', ({ id }) => ({ url: `/api/v2/campaigns/${id}/challenge-tutorial`, payload: { seen: true } })),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:id/userrelation',
      note: note('the 360 dashboard'),
      request: against('skillup', ({ id }) => ({ url: `/api/usercampaign/${id}/userrelation` })),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:id/questions/:evaluee',
      note: note("the questions of the caller's self-evaluation"),
      request: against('skillup', ({ id }, fx, { who }) => ({ url: `/api/usercampaign/${id}/questions/${fx.selfId(who)}` })),
      ...closed,
    },
    {
      method: 'POST',
      route: '/api/usercampaign/:id/page/:evaluee',
      note: note("a page of the caller's self-evaluation"),
      request: against('skillup', ({ id }, fx, { who }) => ({
        url: `/api/usercampaign/${id}/page/${fx.selfId(who)}`,
        payload: { version: fx.nextVersion(), values: [], data: '{}' },
      })),
      ...closed,
    },
  ];
}
