import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyReportReadsQuery, MyReportReadsResponse, paths } from '@skillup/shared/api/contract';
import { sessionOf } from '../../auth/session-plugin';
import { campaignName } from './campaign-name';
import { errorResponses } from '../../http/api-error';
import { myReportReads } from './my-reads-query';

/** A person sees who read their reports (docs/areas/report.md, "Who read whose report"). */
export const myReportReadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.myReportReads,
    {
      schema: { querystring: MyReportReadsQuery, response: { 200: MyReportReadsResponse, ...errorResponses(400, 401, 422) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const rows = await myReportReads(app.db, account.id, request.query.campaignId);
      const lang = account.lang ?? 'it';
      reply.header('cache-control', 'no-store');
      return {
        status: true as const,
        reads: rows.map((r) => ({
          id: r.id,
          campaignId: r.campaign_id,
          campaignName: campaignName(r.campaign_languages, lang),
          kind: r.kind,
          reader: { kind: r.reader_kind, name: r.reader_name },
          readAt: new Date(r.read_at).toISOString(),
        })),
      };
    },
  );
};
