import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminActivityListResponse,
  AdminCampaignCreateRequest,
  AdminCampaignListQuery,
  AdminCampaignListResponse,
  AdminCampaignParams,
  AdminCampaignResponse,
  AdminCampaignUpdateRequest,
  AdminTestCreateRequest,
  AdminTestListResponse,
  AdminTestOrderRequest,
  AdminTestParams,
  AdminTestResponse,
  AdminTestUpdateRequest,
  paths,
} from '@skillup/shared/api/contract';
import type { Transaction } from 'kysely';
import { queueInvitations } from '../../campaign-mail/launch-invitations';
import type { CampaignRow, Database } from '../../db/schema';
import { errorResponses } from '../../http/api-error';
import { campaignInReach } from '../campaign-in-reach';
import { companyInReach, hrCallerOf, type HrCaller } from '../caller';
import { createCampaign, listCampaigns, readCampaign, updateCampaign } from './campaign-store';
import { ACTIVITY_CATALOGUE } from './catalogue';
import { companyNotFound } from './errors';
import { close, launch, release } from './lifecycle';
import { companyForNewCampaign } from './reach';
import { createTest, listTests, removeTest, reorderTests, updateTest } from './test-store';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);
const route = paths.hr;

/** docs/areas/admin.md, "Campaigns": a company's campaigns, their tests and their lifecycle. */
export const adminCampaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `change` on the caller's campaign, its row locked until the change commits. */
  const onCampaign = <T>(caller: HrCaller, campaignId: number, change: (trx: Transaction<Database>, campaign: CampaignRow) => Promise<T>) =>
    app.db.transaction().execute(async (trx) => change(trx, await campaignInReach(trx, caller, campaignId, true)));

  const answerCampaign = async (caller: HrCaller, campaignId: number) => readCampaign(app.db, await campaignInReach(app.db, caller, campaignId));

  app.get(
    route.campaigns,
    { schema: { querystring: AdminCampaignListQuery, response: { 200: AdminCampaignListResponse, ...reads } } },
    async (request) => {
      const own = companyInReach(hrCallerOf(request));
      const { companyId } = request.query;
      if (own !== undefined && companyId !== undefined && companyId !== own) throw companyNotFound();
      return { campaigns: await listCampaigns(app.db, own ?? companyId) };
    },
  );

  app.post(
    route.campaigns,
    { schema: { body: AdminCampaignCreateRequest, response: { 201: AdminCampaignResponse, ...writes } } },
    async (request, reply) => {
      const caller = hrCallerOf(request);
      const companyId = await companyForNewCampaign(app.db, caller, request.body.companyId);
      const id = await createCampaign(app.db, companyId, request.body);
      return reply.code(201).send(await answerCampaign(caller, id));
    },
  );

  app.get(route.campaign(':id'), { schema: { params: AdminCampaignParams, response: { 200: AdminCampaignResponse, ...reads } } }, async (request) =>
    answerCampaign(hrCallerOf(request), request.params.id),
  );

  app.patch(
    route.campaign(':id'),
    { schema: { params: AdminCampaignParams, body: AdminCampaignUpdateRequest, response: { 200: AdminCampaignResponse, ...writes } } },
    async (request) => {
      const caller = hrCallerOf(request);
      await updateCampaign(app.db, await campaignInReach(app.db, caller, request.params.id), request.body);
      return answerCampaign(caller, request.params.id);
    },
  );

  app.get(route.activities, { schema: { response: { 200: AdminActivityListResponse, ...reads } } }, async () => ({
    activities: [...ACTIVITY_CATALOGUE],
  }));

  app.post(
    route.tests(':id'),
    { schema: { params: AdminCampaignParams, body: AdminTestCreateRequest, response: { 201: AdminTestResponse, ...writes } } },
    async (request, reply) => {
      const test = await onCampaign(hrCallerOf(request), request.params.id, (trx, campaign) => createTest(trx, campaign.id, request.body));
      return reply.code(201).send({ test });
    },
  );

  app.patch(
    route.test(':id', ':testId'),
    { schema: { params: AdminTestParams, body: AdminTestUpdateRequest, response: { 200: AdminTestResponse, ...writes } } },
    async (request) => ({
      test: await onCampaign(hrCallerOf(request), request.params.id, (trx, campaign) =>
        updateTest(trx, campaign.id, request.params.testId, request.body),
      ),
    }),
  );

  app.delete(
    route.test(':id', ':testId'),
    { schema: { params: AdminTestParams, response: { 200: AdminTestListResponse, ...writes } } },
    async (request) => ({
      tests: await onCampaign(hrCallerOf(request), request.params.id, async (trx, campaign) => {
        await removeTest(trx, campaign.id, request.params.testId);
        return listTests(trx, campaign.id);
      }),
    }),
  );

  app.put(
    route.testOrder(':id'),
    { schema: { params: AdminCampaignParams, body: AdminTestOrderRequest, response: { 200: AdminTestListResponse, ...writes } } },
    async (request) => ({
      tests: await onCampaign(hrCallerOf(request), request.params.id, async (trx, campaign) => {
        await reorderTests(trx, campaign.id, request.body.testIds);
        return listTests(trx, campaign.id);
      }),
    }),
  );

  const STEPS = {
    // Launching queues the participants' invitations in the same transaction; a job plans them
    // a few hundred at a time (docs/jobs.md, "Campaign mails").
    launch: async (trx: Transaction<Database>, campaign: CampaignRow) => {
      await launch(trx, campaign);
      await queueInvitations(trx, app.jobs, campaign.id);
      return true;
    },
    close: async (trx: Transaction<Database>, campaign: CampaignRow) => (await close(trx, campaign), false),
    release: async (trx: Transaction<Database>, campaign: CampaignRow) => (await release(trx, campaign), false),
  } as const;
  for (const [name, step] of Object.entries(STEPS)) {
    app.post(
      route[name as keyof typeof STEPS](':id'),
      { schema: { params: AdminCampaignParams, response: { 200: AdminCampaignResponse, ...writes } } },
      async (request) => {
        const caller = hrCallerOf(request);
        if (await onCampaign(caller, request.params.id, step)) app.campaignMail.wake();
        return answerCampaign(caller, request.params.id);
      },
    );
  }
};
