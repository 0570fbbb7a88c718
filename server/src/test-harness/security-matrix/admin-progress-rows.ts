import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, foreignCampaign } from './statuses';

const progress = (campaignId: number) => `/api/admin/campaigns/${campaignId}/progress`;
const participant = (fx: Fixtures, campaignId = fx.leadership) => `/api/admin/campaigns/${campaignId}/participants/${fx.selfId('participant')}`;

/**
 * docs/areas/admin.md, "Progress": the grid, its CSV, one participant and a test's reset.
 * Another company's campaign answers 404 to a company admin, as if it did not exist.
 */
export function adminProgressRows(): RouteCase[] {
  return [
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/progress',
      request: (fx) => ({ url: `${progress(fx.leadership)}?sort=completed&order=desc&pageSize=20` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/progress',
      note: 'as CSV',
      request: (fx) => ({ url: progress(fx.leadership), headers: { accept: 'text/csv' } }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/progress',
      note: 'a campaign of another company',
      request: (fx) => ({ url: progress(fx.acmeCampaign) }),
      ...foreignCampaign,
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/participants/:userId/progress',
      request: (fx) => ({ url: `${participant(fx)}/progress` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/participants/:userId/progress',
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${participant(fx, fx.acmeCampaign)}/progress` }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: '/api/admin/campaigns/:id/participants/:userId/tests/:testId/reset',
      note: 'a fresh test of the Leadership Assessment',
      request: async (fx) => ({ url: `${participant(fx)}/tests/${await fx.newTest()}/reset`, payload: { reason: 'matrix' } }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/campaigns/:id/participants/:userId/tests/:testId/reset',
      note: 'a test of another company',
      request: (fx) => ({ url: `${participant(fx)}/tests/${fx.acmeTest}/reset`, payload: { reason: 'matrix' } }),
      expect: adminOnly(404),
      codes: { admin: 'TEST_NOT_FOUND' },
    },
    {
      method: 'POST',
      route: '/api/admin/campaigns/:id/participants/:userId/tests/:testId/reset',
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${participant(fx, fx.acmeCampaign)}/tests/${fx.acmeTest}/reset`, payload: { reason: 'matrix' } }),
      ...foreignCampaign,
    },
  ];
}
