import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CampaignIdQuery, paths, RemotesResponse } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { isAdmin } from '../auth/users';
import { findEnrolment } from '../campaigns/enrolments';
import { campaignNotFound, errorResponses } from '../http/api-error';
import { campaignRemotes } from './registry';

export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.remotes,
    {
      schema: { querystring: CampaignIdQuery, response: { 200: RemotesResponse, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const { campaignId } = request.query;
      const allowed = isAdmin(account)
        ? // An admin runs every campaign of their own company, enrolled or not.
          (await app.db
            .selectFrom('campaigns')
            .select('id')
            .where('id', '=', campaignId)
            .where('company_id', '=', account.company_id)
            .executeTakeFirst()) !== undefined
        : (await findEnrolment(app.db, account.id, campaignId)) !== undefined;
      if (!allowed) throw campaignNotFound();
      // A pin changed by operations applies on the next page load.
      reply.header('Cache-Control', 'no-store');
      return { remotes: await campaignRemotes(app.db, campaignId) };
    },
  );
};
