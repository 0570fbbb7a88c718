import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  CheckSyncRequest,
  CheckSyncResponse,
  DataRequest,
  paths,
  RpcParams,
  StatusRequest,
  SyncRequest,
  TestSupportParams,
  TestSyncResponse,
  WriteResponse,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { answeringEnrolment } from '../campaigns/answering';
import { errorResponses } from '../http/api-error';
import { campaignTestIds, ownRun, readableRun, type RunParams } from './access';
import { routePattern } from '../http/route-pattern';
import { refuseUnstorable } from '../security/text-guard';
import { readRun, storedVersions, writeRun, type RunWrite } from './progress-store';

/** Room for a full 1 MiB data string, escaped, in its JSON envelope. */
export const PROGRESS_BODY_LIMIT = 8 * 1024 * 1024;

const route = (path: (testId: number, campaignId: number, userId: number) => string) => routePattern(path, 'testId', 'campaignId', 'userId');
const CampaignParams = Type.Pick(RpcParams, ['campaignId']);

export const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = async (request: FastifyRequest<{ Params: RunParams }>) => {
    const { account } = sessionOf(request);
    const test = await readableRun(app.db, account, request.params);
    return { status: true as const, data: await readRun(app.db, { userId: request.params.userId, testId: test.id }) };
  };
  const readSchema = {
    schema: { params: TestSupportParams, response: { 200: TestSyncResponse, ...errorResponses(400, 401, 403, 404, 409) } },
  };
  app.get(route(paths.testSync), readSchema, read);
  app.get(route(paths.testData), readSchema, read);

  // Each route hands on the parts it declares only: a part it does not carry is never written.
  const write = async (request: FastifyRequest<{ Params: RunParams }>, runWrite: RunWrite) => {
    const { account } = sessionOf(request);
    refuseUnstorable(runWrite.data, 'data');
    const test = await ownRun(app.db, account, request.params);
    const result = await writeRun(app.db, { userId: account.id, testId: test.id }, runWrite, test.repeatable);
    return { status: true as const, ...result };
  };
  const writeResponses = { 200: WriteResponse, ...errorResponses(400, 401, 403, 404, 409, 413) };
  app.post(
    route(paths.testSync),
    {
      config: { keepsSession: true },
      bodyLimit: PROGRESS_BODY_LIMIT,
      schema: { params: TestSupportParams, body: SyncRequest, response: writeResponses },
    },
    (request) => write(request, { version: request.body.version, status: request.body.status, data: request.body.data }),
  );
  app.post(
    route(paths.testStatus),
    { config: { keepsSession: true }, schema: { params: TestSupportParams, body: StatusRequest, response: writeResponses } },
    (request) => write(request, { version: request.body.version, status: request.body.status }),
  );
  app.post(
    route(paths.testData),
    {
      config: { keepsSession: true },
      bodyLimit: PROGRESS_BODY_LIMIT,
      schema: { params: TestSupportParams, body: DataRequest, response: writeResponses },
    },
    (request) => write(request, { version: request.body.version, data: request.body.data }),
  );

  app.post(
    routePattern(paths.checkSync, 'campaignId'),
    {
      schema: {
        params: CampaignParams,
        body: CheckSyncRequest,
        response: { 200: CheckSyncResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const { campaignId } = request.params;
      await answeringEnrolment(app.db, account.id, campaignId);
      const local = new Map<number, number>();
      for (const { testId, version } of request.body.tests) local.set(testId, Math.max(version, local.get(testId) ?? 0));
      const campaignTests = await campaignTestIds(app.db, campaignId, [...local.keys()]);
      const held = await storedVersions(app.db, account.id, campaignTests);
      const needPushing = campaignTests.filter((id) => (local.get(id) ?? 0) > (held.get(id) ?? 0)).sort((a, b) => a - b);
      return { status: true as const, needPushing };
    },
  );
};
