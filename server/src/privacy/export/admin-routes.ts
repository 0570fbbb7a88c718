import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE, paths, PersonExportParams } from '@skillup/shared/api/contract';
import { companyInReach, hrCallerOf } from '../../admin/caller';
import { personNotFound } from '../../admin/people/reach';
import { sessionOf } from '../../auth/session-plugin';
import { errorResponses, forbidden } from '../../http/api-error';
import { personToExport } from './person-to-export';
import { sendExport } from './send-export';

/**
 * HR export the data of a person of their company, as the person would themselves, with every
 * report as HR reads it (docs/security.md, "A person's data on request: export"); operations
 * anyone's. A superassessor reads the console but exports nobody; another company's person is
 * not found.
 */
export const personExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.people.personExport(':userId'),
    { schema: { params: PersonExportParams, response: errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const caller = hrCallerOf(request);
      if (caller.kind === 'companyReader') throw forbidden("a person's data is exported by the company admin");
      const person = await personToExport(app.db, request.params.userId, companyInReach(caller));
      if (!person) throw personNotFound();
      const account = caller.kind === 'operations' ? null : sessionOf(request).account;
      return sendExport(app.db, request, reply, {
        userId: person.id,
        personLang: person.lang,
        reader: account ? { account } : { operations: true },
        reportsFor: { kind: 'hr', lang: account ? (account.lang ?? DEFAULT_LANGUAGE) : null },
      });
    },
  );
};
