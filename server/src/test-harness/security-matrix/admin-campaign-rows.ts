import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, foreignCampaign } from './statuses';

const base = '/api/admin/campaigns';
const newCampaign = {
  languages: [{ lang: 'it', name: 'Matrice', description: '' }],
  theme: 'skillup',
  dateStart: '2027-01-01',
  dateEnd: '2027-06-30',
};
const newTest = { activity: 'in-basket', abbreviation: 'IB', name: { it: 'In-Basket' } };
const draft = (fx: Fixtures) => fx.newHrCampaign('DRAFT');
/** The demo company's challenge campaign (theme ferrari-academy). */
const challenge = async (fx: Fixtures) =>
  (
    await fx.t.database.db
      .selectFrom('campaigns')
      .where('company_id', '=', fx.demo)
      .where('theme', '=', 'ferrari-academy')
      .select('id')
      .executeTakeFirstOrThrow()
  ).id;
const section = (id: string) => ({ id, name: id, description: '', motivation: '', tests: [] });
const sections = {
  intro: { title: '', text: '' },
  outro: { title: '', text: '' },
  sections: ['a', 'b', 'c', 'd'].map(section),
  links: {},
};

/**
 * docs/areas/admin.md, "Campaigns": the HR console's campaigns, their tests and lifecycle.
 * Another company's campaign answers 404 to a company admin, as if it did not exist.
 */
export function adminCampaignRows(): RouteCase[] {
  return [
    { method: 'GET', route: base, request: () => ({ url: base }), expect: adminOnly(200) },
    { method: 'POST', route: base, request: () => ({ url: base, payload: newCampaign }), expect: adminOnly(201) },
    {
      method: 'POST',
      route: base,
      note: 'in another company',
      request: (fx) => ({ url: base, payload: { ...newCampaign, companyId: fx.acme } }),
      expect: adminOnly(404),
      codes: { admin: 'COMPANY_NOT_FOUND' },
    },
    { method: 'GET', route: `${base}/:id`, request: (fx) => ({ url: `${base}/${fx.leadership}` }), expect: adminOnly(200) },
    {
      method: 'GET',
      route: `${base}/:id`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}` }),
      ...foreignCampaign,
    },
    {
      method: 'PATCH',
      route: `${base}/:id`,
      request: async (fx) => ({ url: `${base}/${(await draft(fx)).id}`, payload: { theme: 'calendar' } }),
      expect: adminOnly(200),
    },
    {
      method: 'PATCH',
      route: `${base}/:id`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}`, payload: { theme: 'calendar' } }),
      ...foreignCampaign,
    },
    { method: 'GET', route: '/api/admin/activities', request: () => ({ url: '/api/admin/activities' }), expect: adminOnly(200) },
    {
      method: 'POST',
      route: `${base}/:id/tests`,
      request: async (fx) => ({ url: `${base}/${(await draft(fx)).id}/tests`, payload: newTest }),
      expect: adminOnly(201),
    },
    {
      method: 'POST',
      route: `${base}/:id/tests`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/tests`, payload: newTest }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: `${base}/:id/tests`,
      note: 'a prerequisite of another company',
      request: async (fx) => ({ url: `${base}/${(await draft(fx)).id}/tests`, payload: { ...newTest, prerequisites: [fx.acmeTest] } }),
      expect: adminOnly(400),
      codes: { admin: 'UNKNOWN_PREREQUISITE' },
    },
    {
      method: 'PATCH',
      route: `${base}/:id/tests/:testId`,
      request: async (fx) => {
        const { id, testId } = await draft(fx);
        return { url: `${base}/${id}/tests/${testId}`, payload: { duration: 30 } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'PATCH',
      route: `${base}/:id/tests/:testId`,
      note: 'a test of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/tests/${fx.acmeTest}`, payload: { duration: 30 } }),
      ...foreignCampaign,
    },
    {
      method: 'DELETE',
      route: `${base}/:id/tests/:testId`,
      request: async (fx) => {
        const { id, testId } = await draft(fx);
        return { url: `${base}/${id}/tests/${testId}` };
      },
      expect: adminOnly(200),
    },
    {
      method: 'DELETE',
      route: `${base}/:id/tests/:testId`,
      note: 'a test with answers',
      request: (fx) => ({ url: `${base}/${fx.leadership}/tests/${fx.leadershipTest}` }),
      expect: adminOnly(409),
      codes: { admin: 'TEST_HAS_ANSWERS' },
    },
    {
      method: 'DELETE',
      route: `${base}/:id/tests/:testId`,
      note: 'a test of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/tests/${fx.acmeTest}` }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route: `${base}/:id/tests/order`,
      request: async (fx) => {
        const { id, testId } = await draft(fx);
        return { url: `${base}/${id}/tests/order`, payload: { testIds: [testId] } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: `${base}/:id/tests/order`,
      note: 'a test of another company in the order',
      request: async (fx) => {
        const { id, testId } = await draft(fx);
        return { url: `${base}/${id}/tests/order`, payload: { testIds: [testId, fx.acmeTest] } };
      },
      expect: adminOnly(400),
      codes: { admin: 'ORDER_MISMATCH' },
    },
    {
      method: 'POST',
      route: `${base}/:id/launch`,
      request: async (fx) => ({ url: `${base}/${(await draft(fx)).id}/launch` }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/launch`,
      note: 'a campaign already open',
      request: (fx) => ({ url: `${base}/${fx.leadership}/launch` }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_DRAFT' },
    },
    {
      method: 'POST',
      route: `${base}/:id/launch`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/launch` }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: `${base}/:id/close`,
      request: async (fx) => ({ url: `${base}/${(await fx.newHrCampaign('ACTIVE')).id}/close` }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/close`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/close` }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: `${base}/:id/release`,
      request: async (fx) => ({ url: `${base}/${(await fx.newHrCampaign('CLOSED')).id}/release` }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/release`,
      note: 'a campaign still open',
      request: (fx) => ({ url: `${base}/${fx.leadership}/release` }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_CLOSED' },
    },
    {
      method: 'GET',
      route: `${base}/:id/challenge`,
      request: async (fx) => ({ url: `${base}/${await challenge(fx)}/challenge` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: `${base}/:id/challenge`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/challenge` }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route: `${base}/:id/challenge`,
      request: async (fx) => ({ url: `${base}/${await challenge(fx)}/challenge`, payload: sections }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: `${base}/:id/challenge`,
      note: 'a campaign of another theme',
      request: (fx) => ({ url: `${base}/${fx.leadership}/challenge`, payload: sections }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_CHALLENGE' },
    },
    {
      method: 'PUT',
      route: `${base}/:id/challenge`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/challenge`, payload: sections }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route: `${base}/:id/challenge`,
      note: 'a test of another company in a section',
      request: async (fx) => ({
        url: `${base}/${await challenge(fx)}/challenge`,
        payload: { ...sections, sections: [{ ...section('a'), tests: [fx.acmeTest] }, ...['b', 'c', 'd'].map(section)] },
      }),
      expect: adminOnly(400),
      codes: { admin: 'UNKNOWN_TEST' },
    },
  ];
}
