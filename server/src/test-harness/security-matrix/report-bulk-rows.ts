import type { Fixtures } from './fixtures';
import type { MatrixRequest, RouteCase } from './route-table';
import { as } from './statuses';

const withConsent = async (fx: Fixtures, url: string): Promise<MatrixRequest> => {
  await fx.setParticipantConsent(true);
  return { url };
};

/**
 * All reports of a campaign as a zip (docs/areas/report.md): the company's admin and
 * superassessor only; another company does not learn the campaign exists.
 */
export function reportBulkRows(): RouteCase[] {
  return [
    {
      method: 'POST',
      route: '/api/report/:campaignId/bulk',
      request: (fx) => withConsent(fx, `/api/report/${fx.leadership}/bulk`),
      expect: as(401, 404, 403, 403, 202),
      codes: { participant: 'FORBIDDEN', assessor: 'FORBIDDEN' },
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/bulk',
      request: (fx) => withConsent(fx, `/api/report/${fx.leadership}/bulk`),
      expect: as(401, 404, 403, 403, 200),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/bulk',
      note: 'a campaign of another company',
      request: (fx) => withConsent(fx, `/api/report/${fx.acmeCampaign}/bulk`),
      expect: as(401, 403, 404, 404, 404),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/bulk/:jobId/download',
      note: 'a job the campaign does not have',
      request: (fx) => withConsent(fx, `/api/report/${fx.leadership}/bulk/999999/download`),
      expect: as(401, 404, 403, 403, 404),
      codes: { admin: 'BULK_JOB_NOT_FOUND' },
    },
  ];
}
