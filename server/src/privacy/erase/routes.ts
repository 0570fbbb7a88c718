import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EraseRequest, EraseResponse, ErasureParams, ErasurePreviewResponse, paths } from '@skillup/shared/api/contract';
import { actingUserId, hrCallerOf } from '../../admin/caller';
import { errorResponses } from '../../http/api-error';
import { erasePerson } from './erase-person';
import { erasureCounts } from './erasure-counts';
import { personInReach } from './person-in-reach';

/** Erasure of a person by HR (docs/security.md, "Erasure"): what goes, then the erasure itself. */
export const erasureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.people.erase(':userId'),
    { schema: { params: ErasureParams, response: { 200: ErasurePreviewResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const person = await personInReach(app.db, hrCallerOf(request), request.params.userId);
      reply.header('cache-control', 'no-store');
      return {
        status: true as const,
        person: { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email },
        counts: await erasureCounts(app.db, person.id),
      };
    },
  );

  app.post(
    paths.people.erase(':userId'),
    { schema: { params: ErasureParams, body: EraseRequest, response: { 200: EraseResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const person = await personInReach(app.db, caller, request.params.userId);
      const counts = await erasePerson(app.db, person, request.body.confirmEmail);
      await app.forgetUserSessions(person.id);
      // Ids only: the log must not keep what was just erased.
      request.log.info({ erasedUserId: person.id, companyId: person.companyId, by: actingUserId(caller) }, 'person erased');
      return { status: true as const, counts };
    },
  );
};
