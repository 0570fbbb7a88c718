import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paths, RemotesQuery, RemotesResponse } from '@skillup/shared/api/contract';
import { roleKind } from '../auth/roles';
import { sessionOf } from '../auth/session-plugin';
import { isAdmin } from '../auth/users';
import { campaignOfCompany, findEnteredEnrolment } from '../campaigns/enrolments';
import { campaignNotFound, errorResponses } from '../http/api-error';
import { areaRemotes, campaignRemotes } from './registry';

export const remoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.remotes,
    {
      schema: { querystring: RemotesQuery, response: { 200: RemotesResponse, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const { campaignId } = request.query;
      // A pin or a default changed by operations applies on the next page load.
      reply.header('Cache-Control', 'no-store');
      if (campaignId === undefined) return { remotes: await areaRemotes(app.db, roleKind(account)) };
      const allowed = isAdmin(account)
        ? // An admin runs every campaign of their own company, enrolled or not.
          await campaignOfCompany(app.db, campaignId, account.company_id)
        : (await findEnteredEnrolment(app.db, account.id, campaignId)) !== undefined;
      if (!allowed) throw campaignNotFound();
      return { remotes: await campaignRemotes(app.db, campaignId, roleKind(account)) };
    },
  );
};
