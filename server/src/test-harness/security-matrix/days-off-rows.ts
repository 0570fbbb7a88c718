import type { RouteCase } from './route-table';
import { adminOnly, as } from './statuses';

const participantRoute = '/api/v2/campaigns/:campaignId/days-off';
const ownCompany = { expect: adminOnly(404), codes: { admin: 'COMPANY_NOT_FOUND' } };

/**
 * docs/areas/calendar.md and docs/areas/admin.md, "Days off": the participant reads their
 * company's days off in an agenda they are enrolled in; the company's admin reads and changes
 * them, and no other company's.
 */
export function daysOffRows(): RouteCase[] {
  return [
    {
      method: 'GET',
      route: participantRoute,
      note: "the caller's own agenda",
      request: async (fx, { who }) => {
        await fx.enrolIn(who, fx.agenda);
        return { url: `/api/v2/campaigns/${fx.agenda}/days-off` };
      },
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'GET',
      route: participantRoute,
      note: 'a campaign that is no agenda',
      request: async (fx) => {
        await fx.setParticipantConsent(true);
        return { url: `/api/v2/campaigns/${fx.leadership}/days-off` };
      },
      expect: as(401, 404, 422, 422, 422),
      codes: { participant: 'NOT_A_CALENDAR', admin: 'NOT_A_CALENDAR' },
    },
    {
      method: 'GET',
      route: '/api/admin/days-off',
      note: "the caller's company",
      request: () => ({ url: '/api/admin/days-off?year=2026' }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/days-off',
      note: 'another company, named',
      request: (fx) => ({ url: `/api/admin/days-off?year=2026&companyId=${fx.acme}` }),
      ...ownCompany,
    },
    {
      method: 'PUT',
      route: '/api/admin/days-off/country',
      request: () => ({ url: '/api/admin/days-off/country', payload: { country: 'IT' } }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/admin/days-off/country',
      note: 'another company, named',
      request: (fx) => ({ url: `/api/admin/days-off/country?companyId=${fx.acme}`, payload: { country: null } }),
      ...ownCompany,
    },
    {
      method: 'PUT',
      route: '/api/admin/days-off/:day',
      request: () => ({ url: '/api/admin/days-off/2027-03-15', payload: { off: true, name: 'Matrice' } }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: '/api/admin/days-off/:day',
      note: 'another company, named',
      request: (fx) => ({ url: `/api/admin/days-off/2027-03-15?companyId=${fx.acme}`, payload: { off: true, name: 'Matrice' } }),
      ...ownCompany,
    },
  ];
}
