import type { NominationMode } from '@skillup/shared/api/contract';
import { nominationsDb } from '../../nominations/tables';
import { persona } from '../test-app';
import { insertCampaignRow, insertTestRow } from '../test-rows';
import type { Fixtures, Persona } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, as, foreignCampaign } from './statuses';

/**
 * docs/areas/feedback-360.md, "Nominations": the participant's calls read and change only the
 * caller's own nominations, in a 360 campaign they are enrolled in; only the approver decides;
 * a rater declines only where they were nominated. HR's calls are the console's.
 */

/** A fresh open 360 campaign of the demo company, the caller enrolled, nominations run as `mode` says. */
async function open360(fx: Fixtures, who: Persona, mode: NominationMode): Promise<number> {
  const db = fx.t.database.db;
  await fx.setParticipantConsent(true);
  const id = await insertCampaignRow(db, fx.demo, {
    is360: true,
    state: 'ACTIVE',
    languages: JSON.stringify([{ lang: 'it', name: 'Matrice nomine', description: '' }]),
  });
  await insertTestRow(db, id, { kind: 'feedback360', url: '360/index.html', position: 1 });
  await fx.enrolIn(who, id);
  await nominationsDb(db)
    .insertInto('nomination_settings')
    .values({
      campaign_id: id,
      mode,
      min_peers: 0,
      max_peers: 5,
      min_direct_reports: 0,
      max_direct_reports: 5,
      min_others: 0,
      max_others: 5,
      load_warning: 5,
    })
    .execute();
  return id;
}

/** Someone of the demo company nobody in the matrix is: the one every caller may nominate. */
const nominee = (fx: Fixtures) => fx.userId(persona('elena.galli'));
const anna = (fx: Fixtures) => fx.selfId('participant');

/** A nomination anna made, submitted if `submitted`, waiting for a decision. */
async function annasNomination(fx: Fixtures, campaignId: number, submitted: boolean): Promise<number> {
  const db = nominationsDb(fx.t.database.db);
  await fx.enrolIn('participant', campaignId);
  const { id } = await db
    .insertInto('nominations')
    .values({ campaign_id: campaignId, evaluated_id: anna(fx), nominee_id: nominee(fx), relation_type: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (submitted)
    await db
      .insertInto('nomination_submissions')
      .values({ campaign_id: campaignId, user_id: anna(fx) })
      .execute();
  return id;
}

const closed = { expect: as(401, 404, 422, 422, 422), codes: { participant: 'NOMINATIONS_CLOSED', admin: 'NOMINATIONS_CLOSED' } };

export function nominationRows(): RouteCase[] {
  const mine = '/api/usercampaign/:id/nominations';
  const mineUrl = (id: number) => `/api/usercampaign/${id}/nominations`;
  const settings = '/api/admin/campaigns/:id/nominations/settings';
  const settingsBody = {
    mode: 'manager',
    peers: { min: 3, max: 6 },
    directReports: { min: 0, max: 4 },
    others: { min: 0, max: 3 },
    deadline: null,
    autoApproveAt: null,
    loadWarning: 5,
  };
  return [
    {
      method: 'GET',
      route: mine,
      note: "the caller's own",
      request: async (fx, { who }) => ({ url: mineUrl(await open360(fx, who, 'manager')) }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'GET',
      route: mine,
      note: 'a campaign of another company',
      request: (fx) => ({ url: mineUrl(fx.acmeCampaign) }),
      expect: as(401, 404, 404, 404, 404),
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:id/nominations/candidates',
      request: async (fx, { who }) => ({ url: `${mineUrl(await open360(fx, who, 'manager'))}/candidates?q=galli` }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'POST',
      route: mine,
      note: 'where participants nominate',
      request: async (fx, { who }) => ({ url: mineUrl(await open360(fx, who, 'manager')), payload: { group: 'peers', userId: nominee(fx) } }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'POST',
      route: mine,
      note: 'where HR chooses the raters',
      request: async (fx, { who }) => ({ url: mineUrl(await open360(fx, who, 'hr')), payload: { group: 'peers', userId: nominee(fx) } }),
      ...closed,
    },
    {
      method: 'DELETE',
      route: '/api/usercampaign/:id/nominations/:nominationId',
      note: "anna's nomination, not yet submitted",
      request: async (fx, { who }) => {
        const id = await open360(fx, who, 'manager');
        return { url: `${mineUrl(id)}/${await annasNomination(fx, id, false)}` };
      },
      // Nobody else learns it exists.
      expect: as(401, 404, 200, 404, 404),
    },
    {
      method: 'POST',
      route: '/api/usercampaign/:id/nominations/submit',
      request: async (fx, { who }) => ({ url: `${mineUrl(await open360(fx, who, 'manager'))}/submit` }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'POST',
      route: '/api/usercampaign/:id/nominations/submit',
      note: 'where HR chooses the raters',
      request: async (fx, { who }) => ({ url: `${mineUrl(await open360(fx, who, 'hr'))}/submit` }),
      ...closed,
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:id/approvals',
      request: async (fx, { who }) => ({ url: `/api/usercampaign/${await open360(fx, who, 'manager')}/approvals` }),
      expect: as(401, 404, 200, 200, 200),
    },
    {
      method: 'POST',
      route: '/api/usercampaign/:id/approvals/:nominationId',
      note: "anna's submitted nomination: she has no manager, so nobody decides here (HR decides in the console)",
      request: async (fx, { who }) => {
        const id = await open360(fx, who, 'manager');
        return { url: `/api/usercampaign/${id}/approvals/${await annasNomination(fx, id, true)}`, payload: { decision: 'approve' } };
      },
      expect: as(401, 404, 404, 404, 404),
      codes: { participant: 'NOMINATION_NOT_FOUND', assessor: 'NOMINATION_NOT_FOUND', admin: 'NOMINATION_NOT_FOUND' },
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/nominations/approvals',
      request: async (fx) => ({ url: `/api/admin/campaigns/${await open360(fx, 'admin', 'manager')}/nominations/approvals` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/campaigns/:id/nominations/approvals',
      note: 'a campaign of another company',
      request: (fx) => ({ url: `/api/admin/campaigns/${fx.acmeCampaign}/nominations/approvals` }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: '/api/admin/campaigns/:id/nominations/:nominationId/decision',
      note: "anna's submitted nomination",
      request: async (fx) => {
        const id = await open360(fx, 'admin', 'manager');
        return { url: `/api/admin/campaigns/${id}/nominations/${await annasNomination(fx, id, true)}/decision`, payload: { decision: 'approve' } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/campaigns/:id/nominations/:nominationId/decision',
      note: 'a campaign of another company',
      request: (fx) => ({ url: `/api/admin/campaigns/${fx.acmeCampaign}/nominations/1/decision`, payload: { decision: 'approve' } }),
      ...foreignCampaign,
    },
    {
      method: 'POST',
      route: '/api/usercampaign/:id/userrelation/:evaluee/decline',
      note: 'the caller rates anna, by import rather than nomination',
      request: async (fx, { who }) => {
        const id = await open360(fx, who, 'manager');
        await fx.enrolIn('participant', id);
        if (who !== 'anonymous' && who !== 'otherCompany' && who !== 'participant') {
          await fx.t.database.db
            .insertInto('feedback360_relations')
            .values({ campaign_id: id, evaluator_id: fx.selfId(who), evaluated_id: anna(fx), relation_type: 1 })
            .execute();
        }
        return { url: `/api/usercampaign/${id}/userrelation/${anna(fx)}/decline`, payload: { reason: 'non la conosco' } };
      },
      // Anna does not rate herself here: to her the evaluation does not exist.
      expect: as(401, 404, 404, 422, 422),
      codes: { participant: 'NOT_YOUR_EVALUATION', assessor: 'NOT_NOMINATED', admin: 'NOT_NOMINATED' },
    },
    {
      method: 'GET',
      route: settings,
      request: (fx) => ({ url: `/api/admin/campaigns/${fx.leadership}/nominations/settings` }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: settings,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `/api/admin/campaigns/${fx.acmeCampaign}/nominations/settings` }),
      ...foreignCampaign,
    },
    {
      method: 'PUT',
      route: settings,
      request: async (fx) => ({ url: `/api/admin/campaigns/${await open360(fx, 'admin', 'hr')}/nominations/settings`, payload: settingsBody }),
      expect: adminOnly(200),
    },
    {
      method: 'PUT',
      route: settings,
      note: 'a campaign of another company',
      request: (fx) => ({ url: `/api/admin/campaigns/${fx.acmeCampaign}/nominations/settings`, payload: settingsBody }),
      ...foreignCampaign,
    },
    ...(['', '/events'] as const).flatMap((tail): RouteCase[] => [
      {
        method: 'GET',
        route: `/api/admin/campaigns/:id/nominations${tail}`,
        request: (fx) => ({ url: `/api/admin/campaigns/${fx.leadership}/nominations${tail}` }),
        expect: adminOnly(200),
      },
      {
        method: 'GET',
        route: `/api/admin/campaigns/:id/nominations${tail}`,
        note: 'a campaign of another company',
        request: (fx) => ({ url: `/api/admin/campaigns/${fx.acmeCampaign}/nominations${tail}` }),
        ...foreignCampaign,
      },
    ]),
  ];
}
