import { persona } from '../test-app';
import { withOpsToken } from './export-rows';
import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, foreignCampaign } from './statuses';

const remind = (id: number) => `/api/admin/campaigns/${id}/remind`;
const invite = (id: number, userId: number) => `/api/admin/campaigns/${id}/participants/${userId}/invite`;
const draft = (fx: Fixtures) => fx.newHrCampaign('DRAFT');
const anna = (fx: Fixtures) => fx.selfId('participant');

/**
 * docs/jobs.md, "Campaign mails": how many a reminder would reach, and sending it, for the
 * company's admin (operations alike) on its own open campaigns. A superassessor reads the count
 * and sends nothing (the console's guard); another company's campaign is not found.
 */
export function remindRows(): RouteCase[] {
  const route = '/api/admin/campaigns/:id/remind';
  return [
    { method: 'GET', route, request: (fx) => ({ url: remind(fx.leadership) }), expect: adminOnly(200) },
    { method: 'POST', route, request: (fx) => ({ url: remind(fx.leadership) }), expect: adminOnly(200) },
    {
      method: 'GET',
      route,
      note: 'a draft, which has told nobody yet',
      request: async (fx) => ({ url: remind((await draft(fx)).id) }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_ACTIVE' },
    },
    {
      method: 'POST',
      route,
      note: 'a draft',
      request: async (fx) => ({ url: remind((await draft(fx)).id) }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_ACTIVE' },
    },
    { method: 'GET', route, note: 'a campaign of another company', request: (fx) => ({ url: remind(fx.acmeCampaign) }), ...foreignCampaign },
    { method: 'POST', route, note: 'a campaign of another company', request: (fx) => ({ url: remind(fx.acmeCampaign) }), ...foreignCampaign },
    ...inviteAgainRows(),
  ];
}

/**
 * docs/jobs.md, "Invite again": one participant of an open campaign invited once more, by the
 * same callers as the reminder. Whoever the campaign's mails do not reach is not found: a
 * person of another company, staff, an enrolment that is over.
 */
function inviteAgainRows(): RouteCase[] {
  const route = '/api/admin/campaigns/:id/participants/:userId/invite';
  const notFound = { expect: adminOnly(404), codes: { admin: 'PARTICIPANT_NOT_FOUND' } };
  return [
    { method: 'POST', route, note: "anna's", request: (fx) => ({ url: invite(fx.leadership, anna(fx)) }), expect: adminOnly(200) },
    {
      method: 'POST',
      route,
      note: "anna's, with the operations token",
      request: (fx) => ({ url: invite(fx.leadership, anna(fx)), headers: fx.opsHeaders }),
      expect: withOpsToken,
    },
    {
      method: 'POST',
      route,
      note: 'in a draft',
      request: async (fx) => ({ url: invite((await draft(fx)).id, anna(fx)) }),
      expect: adminOnly(409),
      codes: { admin: 'NOT_ACTIVE' },
    },
    {
      method: 'POST',
      route,
      note: 'a person of another company',
      request: (fx) => ({ url: invite(fx.leadership, fx.selfId('otherCompany')) }),
      ...notFound,
    },
    {
      method: 'POST',
      route,
      note: 'the assessor enrolled in it, who is staff',
      request: (fx) => ({ url: invite(fx.leadership, fx.selfId('assessor')) }),
      ...notFound,
    },
    {
      method: 'POST',
      route,
      note: 'a person whose enrolment is over',
      request: (fx) => ({ url: invite(fx.leadership, fx.userId(persona('luca.ferri'))) }),
      ...notFound,
    },
    {
      method: 'POST',
      route,
      note: 'a campaign of another company',
      request: (fx) => ({ url: invite(fx.acmeCampaign, fx.selfId('otherCompany')) }),
      ...foreignCampaign,
    },
  ];
}
