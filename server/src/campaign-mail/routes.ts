import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCampaignParams,
  InviteAgainResponse,
  ParticipantProgressParams,
  paths,
  RemindPreviewResponse,
  RemindResponse,
} from '@skillup/shared/api/contract';
import { hrCallerOf } from '../admin/caller';
import { campaignInReach } from '../admin/campaign-in-reach';
import { wrongStep } from '../admin/campaigns/errors';
import type { CampaignRow } from '../db/schema';
import { errorResponses } from '../http/api-error';
import { inviteAgain } from './invite-again';
import { pendingTests } from './pending-tests';
import { remindNow } from './reminders';

/**
 * Only an open campaign has people to remind or invite: a draft has told nobody yet, a closed
 * one takes no more answers.
 */
function refuseUnlessOpen(campaign: CampaignRow, step: string): void {
  if (campaign.state !== 'ACTIVE') throw wrongStep(step, 'ACTIVE', campaign.state);
}

/**
 * "Remind those who have not finished" and "invite again" of the console (docs/jobs.md,
 * "Campaign mails"): the company's admin or operations, on an open campaign.
 */
export const remindRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const responses = errorResponses(400, 401, 403, 404, 409);

  app.get(
    paths.hr.remind(':id'),
    { schema: { params: AdminCampaignParams, response: { 200: RemindPreviewResponse, ...responses } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      refuseUnlessOpen(campaign, 'reminded');
      return { status: true as const, count: (await pendingTests(app.db, campaign.id)).size };
    },
  );

  app.post(paths.hr.remind(':id'), { schema: { params: AdminCampaignParams, response: { 200: RemindResponse, ...responses } } }, async (request) => {
    const caller = hrCallerOf(request);
    const queued = await app.db.transaction().execute(async (trx) => {
      const campaign = await campaignInReach(trx, caller, request.params.id, true);
      refuseUnlessOpen(campaign, 'reminded');
      return remindNow(trx, app.jobs, campaign.id);
    });
    if (queued > 0) app.campaignMail.wake();
    return { status: true as const, queued };
  });

  app.post(
    paths.hr.invite(':id', ':userId'),
    { schema: { params: ParticipantProgressParams, response: { 200: InviteAgainResponse, ...responses } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const queued = await app.db.transaction().execute(async (trx) => {
        const campaign = await campaignInReach(trx, caller, request.params.id, true);
        refuseUnlessOpen(campaign, 'invited to again');
        return inviteAgain(trx, app.jobs, campaign.id, request.params.userId);
      });
      if (queued > 0) app.campaignMail.wake();
      return { status: true as const, queued };
    },
  );
};
