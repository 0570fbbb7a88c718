import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCampaignParams,
  ApprovalsResponse,
  DecisionRequest,
  NominationParams,
  NominationResponse,
  NominationEventsResponse,
  NominationOverviewResponse,
  nominationPaths,
  NominationSettings,
  NominationSettingsResponse,
} from '@skillup/shared/api/contract';
import { actingUserId, hrCallerOf } from '../admin/caller';
import { campaignInReach } from '../admin/campaign-in-reach';
import { campaignClosed } from '../campaigns/answering';
import { require360 } from '../admin/feedback360/questionnaire-store';
import { errorResponses } from '../http/api-error';
import { routePattern } from '../http/route-pattern';
import { nominationOverview } from './overview';
import { refusalOfSettings } from './rules';
import { readNominationSettings, writeNominationSettings } from './settings';
import { listNominationEvents, recordNominationEvent } from './trail';
import { decide, listApprovals } from './approvals';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409, 422);

/** HR's side of nominations (docs/areas/feedback-360.md, "Nominations"): the settings, every participant's groups, the trail, and HR's decisions. */
export const adminNominationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePattern(nominationPaths.settings, 'id'),
    { schema: { params: AdminCampaignParams, response: { 200: NominationSettingsResponse, ...reads } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      await require360(app.db, campaign.id);
      return { status: true as const, settings: await readNominationSettings(app.db, campaign.id) };
    },
  );

  app.put(
    routePattern(nominationPaths.settings, 'id'),
    { schema: { params: AdminCampaignParams, body: NominationSettings, response: { 200: NominationSettingsResponse, ...writes } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const refusal = refusalOfSettings(request.body);
      if (refusal) throw refusal;
      return app.db.transaction().execute(async (trx) => {
        const campaign = await campaignInReach(trx, caller, request.params.id, true);
        await require360(trx, campaign.id);
        if (campaign.state === 'CLOSED') throw campaignClosed();
        await writeNominationSettings(trx, campaign.id, request.body);
        await recordNominationEvent(trx, { campaignId: campaign.id, actorId: actingUserId(caller), action: 'settings' });
        return { status: true as const, settings: await readNominationSettings(trx, campaign.id) };
      });
    },
  );

  app.get(
    routePattern(nominationPaths.overview, 'id'),
    { schema: { params: AdminCampaignParams, response: { 200: NominationOverviewResponse, ...reads } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      await require360(app.db, campaign.id);
      const settings = await readNominationSettings(app.db, campaign.id);
      return { status: true as const, settings, people: await nominationOverview(app.db, campaign.id, settings) };
    },
  );

  app.get(
    routePattern(nominationPaths.events, 'id'),
    { schema: { params: AdminCampaignParams, response: { 200: NominationEventsResponse, ...reads } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      await require360(app.db, campaign.id);
      return { status: true as const, events: await listNominationEvents(app.db, campaign.id) };
    },
  );

  app.get(
    routePattern(nominationPaths.hrApprovals, 'id'),
    { schema: { params: AdminCampaignParams, response: { 200: ApprovalsResponse, ...reads } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const campaign = await campaignInReach(app.db, caller, request.params.id);
      await require360(app.db, campaign.id);
      return listApprovals(app.db, { kind: 'hr', id: actingUserId(caller) }, campaign.id);
    },
  );

  app.post(
    routePattern(nominationPaths.hrDecide, 'id', 'nominationId'),
    { schema: { params: NominationParams, body: DecisionRequest, response: { 200: NominationResponse, ...writes } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const nomination = await app.db.transaction().execute(async (trx) => {
        // The campaign's row held until the end keeps a close from passing between the check and the decision.
        const campaign = await campaignInReach(trx, caller, request.params.id, true);
        await require360(trx, campaign.id);
        if (campaign.state === 'CLOSED') throw campaignClosed();
        return decide(trx, app.jobs, { kind: 'hr', id: actingUserId(caller) }, campaign.id, request.params.nominationId, request.body);
      });
      app.campaignMail.wake();
      return { status: true as const, nomination };
    },
  );
};
