import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyExportQuery, paths } from '@skillup/shared/api/contract';
import { sessionOf } from '../../auth/session-plugin';
import { errorResponses } from '../../http/api-error';
import { sendExport } from './send-export';

/**
 * A person downloads everything the product holds about them (docs/security.md, "A person's data
 * on request: export"). No consent to a campaign's terms is asked first: the data is theirs either way.
 */
export const myExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.myExport, { schema: { querystring: MyExportQuery, response: errorResponses(400, 401) } }, async (request, reply) => {
    const { account } = sessionOf(request);
    return sendExport(app.db, request, reply, {
      userId: account.id,
      personLang: account.lang,
      reader: { account },
      reportsFor: { kind: 'self' },
    });
  });
};
