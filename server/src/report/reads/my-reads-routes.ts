import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyReportReadsQuery, MyReportReadsResponse, paths } from '@skillup/shared/api/contract';
import { sessionOf } from '../../auth/session-plugin';
import { campaignName } from './campaign-name';
import { errorResponses } from '../../http/api-error';
import { readsDb } from './reads-table';

/** The newest reads a person is shown: enough for anyone's reports over years of campaigns. */
const MY_READS_LIMIT = 500;

/** A person sees who read their reports (docs/areas/report.md, "Who read whose report"). */
export const myReportReadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.myReportReads,
    {
      schema: { querystring: MyReportReadsQuery, response: { 200: MyReportReadsResponse, ...errorResponses(400, 401, 422) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      let query = readsDb(app.db)
        .selectFrom('report_reads as r')
        .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
        .where('r.person_id', '=', account.id)
        .where('r.reader_kind', '!=', 'self')
        .select(['r.id', 'r.campaign_id', 'c.languages as campaign_languages', 'r.kind', 'r.reader_kind', 'r.reader_name', 'r.read_at']);
      if (request.query.campaignId !== undefined) query = query.where('r.campaign_id', '=', request.query.campaignId);
      const rows = await query.orderBy('r.read_at', 'desc').orderBy('r.id', 'desc').limit(MY_READS_LIMIT).execute();
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
