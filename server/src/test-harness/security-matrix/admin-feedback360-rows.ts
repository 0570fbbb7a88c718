import { insertCampaignRow, insertTestRow } from '../test-rows';
import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, foreignCampaign } from './statuses';

const route = '/api/admin/campaigns/:id/feedback360';
const at = (campaignId: number) => `/api/admin/campaigns/${campaignId}/feedback360`;

const questionnaire = {
  scale: [1, 2, 3, 4, 5].map((value) => ({ value, label: { it: `Valore ${value}` } })),
  questions: [{ kind: 'open', text: { it: 'Che cosa dovrebbe continuare a fare?' }, maxLength: 500 }],
};

/** A fresh 360 campaign of the demo company that nobody has answered, for a request that may replace its questionnaire. */
async function new360Campaign(fx: Fixtures): Promise<number> {
  const db = fx.t.database.db;
  const id = await insertCampaignRow(db, fx.demo, { is360: true, languages: JSON.stringify([{ lang: 'it', name: 'Matrice 360', description: '' }]) });
  await insertTestRow(db, id, { kind: 'feedback360', url: '360/index.html', position: 1 });
  return id;
}

/**
 * docs/areas/admin.md, "The 360 questionnaire": read by whoever passes the HR guard, replaced
 * while nobody has answered. The Leadership Assessment's raters have answered, so it is locked.
 */
export function adminFeedback360Rows(): RouteCase[] {
  return [
    { method: 'GET', route, request: (fx) => ({ url: at(fx.leadership) }), expect: adminOnly(200) },
    { method: 'GET', route, note: 'a campaign of another company', request: (fx) => ({ url: at(fx.acmeCampaign) }), ...foreignCampaign },
    {
      method: 'GET',
      route,
      note: 'a campaign without a 360 test',
      request: async (fx) => ({ url: at((await fx.newHrCampaign('DRAFT')).id) }),
      expect: adminOnly(404),
      codes: { admin: 'NOT_360' },
    },
    { method: 'PUT', route, request: async (fx) => ({ url: at(await new360Campaign(fx)), payload: questionnaire }), expect: adminOnly(200) },
    {
      method: 'PUT',
      route,
      note: 'a campaign of another company',
      request: (fx) => ({ url: at(fx.acmeCampaign), payload: questionnaire }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route,
      note: 'a questionnaire raters have answered',
      request: (fx) => ({ url: at(fx.leadership), payload: questionnaire }),
      expect: adminOnly(409),
      codes: { admin: 'QUESTIONNAIRE_LOCKED' },
    },
  ];
}
