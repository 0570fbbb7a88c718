import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  paths,
  ReportBulkJobParams,
  ReportBulkResponse,
  ReportBulkStartResponse,
  ReportCampaignParams,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../../auth/session-plugin';
import { ApiError, errorResponses } from '../../http/api-error';
import { bulkCampaign } from './access';
import { bulkDb, toJob } from './jobs-table';
import { recordReads } from '../reads/record';
import { findJob, latestJob, zipPeople } from './store';
import type { ReportBulkWorker } from './worker';
import { storedZip, storedZipSize } from './zip-chunks';

const notReady = () => new ApiError(409, 'BULK_NOT_READY', 'the zip is not built yet');
const gone = () => new ApiError(410, 'BULK_EXPIRED', 'the zip was removed; start the job again');
const jobNotFound = () => new ApiError(404, 'BULK_JOB_NOT_FOUND', 'no such job in this campaign');

/** Streamed from the database piece by piece, by whichever server process is asked. */
function sendZip(reply: FastifyReply, name: string, zip: Readable, size: number): FastifyReply {
  return reply
    .header('content-type', 'application/zip')
    .header('content-length', size)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);
}

export const reportBulkRoutes: FastifyPluginAsyncTypebox<{ worker: ReportBulkWorker }> = async (app, { worker }) => {
  const db = bulkDb(app.db);

  app.post(
    paths.reportBulk(':campaignId'),
    {
      schema: { params: ReportCampaignParams, response: { 202: ReportBulkStartResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const campaign = await bulkCampaign(app.db, account, request.params.campaignId);
      const job = await worker.enqueue(campaign.id, account.id, account.lang ?? DEFAULT_LANGUAGE);
      return reply.code(202).send({ status: true as const, job: toJob(job) });
    },
  );

  app.get(
    paths.reportBulk(':campaignId'),
    {
      schema: { params: ReportCampaignParams, response: { 200: ReportBulkResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const campaign = await bulkCampaign(app.db, account, request.params.campaignId);
      const job = await latestJob(db, campaign.id);
      reply.header('cache-control', 'no-store');
      return { status: true as const, job: job ? toJob(job) : null };
    },
  );

  app.get(
    paths.reportBulkDownload(':campaignId', ':jobId'),
    { schema: { params: ReportBulkJobParams, response: errorResponses(400, 401, 403, 404, 409, 410, 422) } },
    async (request, reply) => {
      const { account } = sessionOf(request);
      const campaign = await bulkCampaign(app.db, account, request.params.campaignId);
      const job = await findJob(db, campaign.id, request.params.jobId);
      if (!job) throw jobNotFound();
      if (job.state === 'expired') throw gone();
      if (job.state !== 'done' || !job.file_name) throw notReady();
      const size = await storedZipSize(app.db, job.id);
      if (size === null) throw gone();
      const people = await zipPeople(app.db, job.id);
      await recordReads(
        app.db,
        request,
        { account },
        'bulkZip',
        people.map((personId) => ({ companyId: campaign.companyId, campaignId: campaign.id, personId })),
      );
      return sendZip(reply, `reports-${campaign.id}-${job.id}.zip`, storedZip(app.db, job.id), size);
    },
  );
};
