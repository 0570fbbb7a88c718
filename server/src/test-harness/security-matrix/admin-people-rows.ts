import { persona } from '../test-app';
import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, foreignCampaign } from './statuses';

const base = '/api/admin/campaigns';
const csv = (text: string) => ({ payload: text, headers: { 'content-type': 'text/csv' } });
const participantsFile = (email: string) => csv(`email,first name,last name\n${email},Matrix,Person\n`);
const relationsFile = csv(`subject email,rater email,relationship\n${persona('luca.ferri')},${persona('elena.galli')},peer\n`);

/** A person of the demo company enrolled in a fresh draft campaign, new on every call. */
async function enrolledPerson(fx: Fixtures): Promise<{ campaignId: number; userId: number }> {
  const campaign = await fx.newHrCampaign('DRAFT');
  const db = fx.t.database.db;
  const { id } = await db
    .insertInto('users')
    .values({
      company_id: fx.demo,
      email: `people-${fx.nextVersion()}@demo.skillup.test`,
      password_hash: '!',
      first_name: 'Matrix',
      last_name: 'Person',
      gender: null,
      role: 'participant',
      lang: 'it',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_campaigns').values({ user_id: id, campaign_id: campaign.id, lang: null, access_date: null, state: 'ACTIVE' }).execute();
  return { campaignId: campaign.id, userId: id };
}

/**
 * docs/areas/admin.md, "People": imports, one person by hand, assessors. Another company's
 * campaign or person answers 404 to a company admin, as if it did not exist.
 */
export function adminPeopleRows(): RouteCase[] {
  return [
    {
      method: 'POST',
      route: `${base}/:id/participants/import`,
      note: 'a preview',
      request: (fx) => ({ url: `${base}/${fx.leadership}/participants/import`, ...participantsFile(`matrix-${fx.nextVersion()}@demo.skillup.test`) }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/participants/import`,
      note: 'a commit in a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/participants/import?commit=1`, ...participantsFile('matrix@acme.skillup.test') }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: `${base}/:id/relations/import`,
      note: 'a preview',
      request: (fx) => ({ url: `${base}/${fx.leadership}/relations/import`, ...relationsFile }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/relations/import`,
      note: 'a commit in a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/relations/import?commit=1`, ...relationsFile }),
      ...foreignCampaign,
    },
    {
      method: 'GET',
      route: '/api/admin/participants/template.csv',
      request: () => ({ url: '/api/admin/participants/template.csv' }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/participants/template.xlsx',
      request: () => ({ url: '/api/admin/participants/template.xlsx' }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: `${base}/:id/participants`,
      request: (fx) => ({ url: `${base}/${fx.leadership}/participants?search=rossi` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: `${base}/:id/participants`,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/participants` }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: `${base}/:id/participants`,
      request: async (fx) => ({
        url: `${base}/${(await fx.newHrCampaign('DRAFT')).id}/participants`,
        payload: { email: `added-${fx.nextVersion()}@demo.skillup.test`, firstName: 'Added', lastName: 'ByHand' },
      }),
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: `${base}/:id/participants`,
      note: 'a campaign of another company',
      request: (fx) => ({
        url: `${base}/${fx.acmeCampaign}/participants`,
        payload: { email: 'added@acme.skillup.test', firstName: 'A', lastName: 'B' },
      }),
      ...foreignCampaign,
    },
    {
      method: 'PATCH',
      route: '/api/admin/people/:userId',
      request: async (fx) => ({ url: `/api/admin/people/${(await enrolledPerson(fx)).userId}`, payload: { team: 'Matrix' } }),
      expect: adminOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/admin/people/:userId',
      note: 'a person of another company',
      request: (fx) => ({ url: `/api/admin/people/${fx.selfId('otherCompany')}`, payload: { team: 'Matrix' } }),
      expect: adminOnly(404),
      codes: { admin: 'PERSON_NOT_FOUND' },
    },
    {
      method: 'PATCH',
      route: '/api/admin/people/:userId',
      note: 'a manager of another company',
      request: async (fx) => ({ url: `/api/admin/people/${(await enrolledPerson(fx)).userId}`, payload: { managerId: fx.selfId('otherCompany') } }),
      expect: adminOnly(422),
      codes: { admin: 'MANAGER_NOT_FOUND' },
    },
    {
      method: 'DELETE',
      route: `${base}/:id/participants/:userId`,
      request: async (fx) => {
        const { campaignId, userId } = await enrolledPerson(fx);
        return { url: `${base}/${campaignId}/participants/${userId}` };
      },
      expect: adminOnly(200),
    },
    {
      method: 'DELETE',
      route: `${base}/:id/participants/:userId`,
      note: 'a participant of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/participants/${fx.selfId('otherCompany')}` }),
      ...foreignCampaign,
    },
    {
      method: 'GET',
      route: `${base}/:id/participants/:userId/assessors`,
      request: (fx) => ({ url: `${base}/${fx.leadership}/participants/${fx.userId(persona('luca.ferri'))}/assessors` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: `${base}/:id/participants/:userId/assessors`,
      note: 'a participant of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/participants/${fx.selfId('otherCompany')}/assessors` }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route: `${base}/:id/participants/:userId/assessors`,
      request: async (fx) => {
        const { campaignId, userId } = await enrolledPerson(fx);
        return { url: `${base}/${campaignId}/participants/${userId}/assessors`, payload: { assessorIds: [fx.selfId('assessor')] } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: `${base}/:id/participants/:userId/assessors`,
      note: 'an assessor of another company',
      request: async (fx) => {
        const { campaignId, userId } = await enrolledPerson(fx);
        return { url: `${base}/${campaignId}/participants/${userId}/assessors`, payload: { assessorIds: [fx.selfId('otherCompany')] } };
      },
      expect: adminOnly(422),
      codes: { admin: 'ASSESSOR_NOT_FOUND' },
    },
    {
      method: 'PUT',
      route: `${base}/:id/participants/:userId/assessors`,
      note: 'a participant of another company',
      request: (fx) => ({ url: `${base}/${fx.acmeCampaign}/participants/${fx.selfId('otherCompany')}/assessors`, payload: { assessorIds: [] } }),
      ...foreignCampaign,
    },
  ];
}
