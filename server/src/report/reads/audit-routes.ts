import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_PAGE_SIZE, AuditQuery, AuditResponse, paths } from '@skillup/shared/api/contract';
import { hrCallerOf, type HrCaller } from '../../admin/caller';
import { csvLanguage, wantsCsv } from '../../admin/csv-request';
import { sendCsv } from '../../admin/progress/send-csv';
import { errorResponses, forbidden } from '../../http/api-error';
import { auditCsv } from './audit-csv';
import { auditPage, countAudit, type AuditFilter } from './audit-query';

/** The company's admin reads the whole log; operations any company's, or all of them. */
function auditCompany(caller: HrCaller, query: AuditQuery): number | undefined {
  if (caller.kind === 'companyReader') throw forbidden('the log of report reads is for the company admin');
  return caller.kind === 'operations' ? query.companyId : caller.companyId;
}

/** The log of report reads in the HR console (docs/areas/report.md, "Who read whose report"). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.admin.audit,
    { schema: { querystring: AuditQuery, response: { 200: AuditResponse, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const query = request.query;
      const filter: AuditFilter = { companyId: auditCompany(hrCallerOf(request), query), personId: query.userId, campaignId: query.campaignId };
      const lang = csvLanguage(query, request);
      if (wantsCsv(query, request)) return sendCsv(reply, 'report-reads.csv', auditCsv(app.db, filter, lang));
      const page = query.page ?? 1;
      const [reads, total] = await Promise.all([
        auditPage(app.db, filter, lang, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }),
        countAudit(app.db, filter),
      ]);
      reply.header('cache-control', 'no-store');
      return { status: true as const, reads, total, page, pageSize: AUDIT_PAGE_SIZE };
    },
  );
};
