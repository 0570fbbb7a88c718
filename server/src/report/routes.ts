import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  IndividualReportResponse,
  paths,
  ReportCampaignParams,
  ReportConfigResponse,
  ReportListQuery,
  ReportListResponse,
  ReportRunParams,
  ReportRunUserParams,
  ReportUserParams,
  type ReportReadKind,
} from '@skillup/shared/api/contract';
import { isStaff } from '../auth/roles';
import { sessionOf } from '../auth/session-plugin';
import { localise } from '../campaigns/localise';
import { ApiError, errorResponses } from '../http/api-error';
import { readableReport, findParticipant, visibleCampaign, type ReportReader } from './access';
import { canDownload, reportAvailable } from './availability';
import { renderReportPdf } from './pdf';
import { recordReads } from './reads/record';
import { campaignReport, campaignReports } from './report-list';
import { buildPdfInput, buildReport } from './report';
import { sendPdf } from './send-pdf';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every read of a report is logged once it is made and before it goes out (docs/areas/report.md, "Who read whose report"). */
  const logRead = (request: FastifyRequest, kind: ReportReadKind, reader: ReportReader) =>
    recordReads(app.db, request, { account: sessionOf(request).account }, kind, [
      { companyId: reader.campaign.companyId, campaignId: reader.campaign.id, personId: reader.participant.id },
    ]);

  app.get(
    paths.reportConfig(':campaignId'),
    {
      schema: { params: ReportCampaignParams, response: { 200: ReportConfigResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const campaign = await visibleCampaign(app.db, account, request.params.campaignId);
      const self = await findParticipant(app.db, campaign, account.id);
      const lang = self?.lang ?? account.lang ?? 'it';
      return {
        status: true as const,
        report: { individualConf: { individual: { canAssessedDownload: campaign.canAssessedDownload } } },
        available: self ? reportAvailable(self.facts) : false,
        canDownload: self ? canDownload(self.facts) : false,
        noReportText: localise(campaign.noReportText, lang),
      };
    },
  );

  app.get(
    paths.reportPersonal(':campaignId', ':userId'),
    {
      schema: { params: ReportUserParams, response: { 200: IndividualReportResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const reader = await readableReport(app.db, account, request.params.campaignId, request.params.userId, 'personal');
      const rep = await buildReport(app.db, reader);
      await logRead(request, 'page', reader);
      return { status: true as const, result: { rep } };
    },
  );

  app.get(
    paths.reports,
    {
      schema: { querystring: ReportListQuery, response: { 200: ReportListResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const campaign = await visibleCampaign(app.db, account, request.query.campaignId);
      const staffReader = isStaff(account) && campaign.companyId === account.company_id;
      const rows = await campaignReports(app.db, campaign.id, staffReader);
      const lang = account.lang ?? 'it';
      return {
        status: true as const,
        reports: rows.map((r) => ({ id: r.id, name: localise(r.name, lang), visibleToAssessorsOnly: r.visible_to_assessors_only })),
      };
    },
  );

  const pdfOf = async (reader: ReportReader) => {
    const { rep, completedAt } = await buildPdfInput(app.db, reader);
    return renderReportPdf(rep, completedAt);
  };

  const pdfErrors = { params: ReportUserParams, response: errorResponses(400, 401, 403, 404, 422) };

  app.get(paths.reportPersonalDownload(':campaignId', ':userId'), { schema: pdfErrors }, async (request, reply) => {
    const { account } = sessionOf(request);
    const reader = await readableReport(app.db, account, request.params.campaignId, request.params.userId, 'personalDownload');
    const pdf = await pdfOf(reader);
    await logRead(request, 'pdf', reader);
    return sendPdf(reply, reader, pdf);
  });

  app.get(paths.reportHrDownload(':campaignId', ':userId'), { schema: pdfErrors }, async (request, reply) => {
    const { account } = sessionOf(request);
    const reader = await readableReport(app.db, account, request.params.campaignId, request.params.userId, 'hr');
    const pdf = await pdfOf(reader);
    await logRead(request, 'hrPdf', reader);
    return sendPdf(reply, reader, pdf);
  });

  /** A report of the list, run for one participant: the caller's own without a user id. */
  const runReport = async (account: Parameters<typeof visibleCampaign>[1], reportId: number, campaignId: number, userId: number) => {
    const campaign = await visibleCampaign(app.db, account, campaignId);
    const staffReader = isStaff(account) && campaign.companyId === account.company_id;
    const report = await campaignReport(app.db, reportId, campaign.id);
    if (!report || (report.visible_to_assessors_only && !staffReader)) throw new ApiError(404, 'REPORT_NOT_FOUND', 'report not found');
    const purpose = userId === account.id && !staffReader ? 'personalDownload' : 'hr';
    return readableReport(app.db, account, campaignId, userId, purpose);
  };

  app.get(
    paths.reportRun(':reportId', ':campaignId'),
    { schema: { params: ReportRunParams, response: errorResponses(400, 401, 403, 404, 422) } },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const reader = await runReport(account, request.params.reportId, request.params.campaignId, account.id);
      const pdf = await pdfOf(reader);
      await logRead(request, 'run', reader);
      return sendPdf(reply, reader, pdf);
    },
  );

  app.get(
    paths.reportRun(':reportId', ':campaignId', ':userId'),
    { schema: { params: ReportRunUserParams, response: errorResponses(400, 401, 403, 404, 422) } },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const { reportId, campaignId, userId } = request.params;
      const reader = await runReport(account, reportId, campaignId, userId);
      const pdf = await pdfOf(reader);
      await logRead(request, 'run', reader);
      return sendPdf(reply, reader, pdf);
    },
  );
};
