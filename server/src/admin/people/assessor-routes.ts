import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssessorsBody, AssessorsResponse, CampaignPersonParams } from '@skillup/shared/api/contract';
import { errorResponses } from '../../http/api-error';
import { hrCallerOf } from '../caller';
import { assessorRefs } from './assessor-refs';
import { assessorsOf, setAssessors } from './assessors';
import { campaignInReach } from './reach';

/** A participant's assessors by hand (docs/areas/admin.md, "Assessors"). */
export const assessorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = '/admin/campaigns/:id/participants/:userId/assessors';
  app.get(
    route,
    { schema: { params: CampaignPersonParams, response: { 200: AssessorsResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      const ids = await assessorsOf(app.db, campaign, request.params.userId);
      return { status: true as const, assessors: await assessorRefs(app.db, campaign, ids) };
    },
  );

  app.put(
    route,
    {
      schema: { params: CampaignPersonParams, body: AssessorsBody, response: { 200: AssessorsResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      const ids = await setAssessors(app.db, campaign, request.params.userId, request.body.assessorIds);
      return { status: true as const, assessors: await assessorRefs(app.db, campaign, ids) };
    },
  );
};
