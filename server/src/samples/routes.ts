import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyIdQuery,
  SelectionDeleteResponse,
  paths,
  SampleIdParam,
  SampleInput,
  SampleRecordResponse,
  SampleRecordsResponse,
  samplePaths,
  SamplesParams,
  SamplesResponse,
  SelectionRequest,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { isStaff, roleKind } from '../auth/roles';
import { ApiError, errorResponses, forbidden } from '../http/api-error';
import { assessable, findCompanyTest, testNotFound } from '../activity-api/access';
import { routePattern } from '../http/route-pattern';
import { assessedUsers, createSample, deleteSamples, findSample, listSamples, updateSample, type SampleFailure, type SampleResult } from './store';

const sampleNotFound = () => new ApiError(404, 'SAMPLE_NOT_FOUND', 'sample not found');

/** The HTTP answer to what the store refused. */
function sampleError(failure: SampleFailure): ApiError {
  switch (failure.kind) {
    case 'notFound':
      return sampleNotFound();
    case 'invalid':
      return new ApiError(422, 'INVALID_SAMPLE', failure.message);
    case 'exists':
      return new ApiError(409, 'SAMPLE_EXISTS', 'this assessor already has this sample');
  }
}

function written(result: SampleResult) {
  if (!result.ok) throw sampleError(result.failure);
  return { status: true as const, sample: result.sample };
}

async function foundSample(...args: Parameters<typeof findSample>) {
  const sample = await findSample(...args);
  if (!sample) throw sampleNotFound();
  return sample;
}

/** Samples are read by the staff of their company. */
function staffCompany(request: FastifyRequest, companyId?: number): number {
  const { account } = sessionOf(request);
  if (!isStaff(account)) throw forbidden('only assessors can manage samples');
  if (companyId !== undefined && companyId !== account.company_id) throw forbidden('samples of another company');
  return account.company_id;
}

/**
 * Samples decide whose work an assessor may read and rate, so only admins (and
 * superassessors) change them: an assessor cannot give themself someone to assess.
 */
function managerCompany(request: FastifyRequest, companyId?: number): number {
  const company = staffCompany(request, companyId);
  if (roleKind(sessionOf(request).account) === 'assessor') throw forbidden('only admins can change samples');
  return company;
}

export const sampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** docs/behaviour.md §6, §7.5: the assessed users an assessor loads before a test starts. */
  app.get(
    routePattern(paths.samples, 'userId', 'testId'),
    {
      schema: { params: SamplesParams, response: { 200: SamplesResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      if (request.params.userId !== account.id) throw forbidden('you can only read your own samples');
      if (!isStaff(account)) throw forbidden('only assessors have samples');
      const test = await findCompanyTest(app.db, request.params.testId, account.company_id);
      if (!test || !assessable(test)) throw testNotFound();
      const samples = await assessedUsers(app.db, account.id, test);
      return { status: true as const, samples };
    },
  );

  app.get(
    samplePaths.list,
    { schema: { querystring: CompanyIdQuery, response: { 200: SampleRecordsResponse, ...errorResponses(400, 401, 403) } } },
    async (request) => ({
      status: true as const,
      samples: await listSamples(app.db, staffCompany(request, request.query.companyId)),
    }),
  );
  app.get(
    routePattern(samplePaths.one, 'id'),
    { schema: { params: SampleIdParam, response: { 200: SampleRecordResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ status: true as const, sample: await foundSample(app.db, staffCompany(request), request.params.id) }),
  );
  app.post(
    samplePaths.list,
    { schema: { body: SampleInput, response: { 200: SampleRecordResponse, ...errorResponses(400, 401, 403, 409, 422) } } },
    async (request) => {
      managerCompany(request, request.body.companyId);
      return written(await createSample(app.db, request.body));
    },
  );
  app.put(
    routePattern(samplePaths.one, 'id'),
    {
      schema: { params: SampleIdParam, body: SampleInput, response: { 200: SampleRecordResponse, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    },
    async (request) => {
      managerCompany(request, request.body.companyId);
      return written(await updateSample(app.db, request.params.id, request.body));
    },
  );
  app.delete(
    samplePaths.selection,
    { schema: { body: SelectionRequest, response: { 200: SelectionDeleteResponse, ...errorResponses(400, 401, 403) } } },
    async (request) => ({
      status: true as const,
      deleted: await deleteSamples(app.db, managerCompany(request), request.body.selection),
    }),
  );
  app.delete(
    routePattern(samplePaths.one, 'id'),
    { schema: { params: SampleIdParam, response: { 200: SelectionDeleteResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const companyId = managerCompany(request);
      await foundSample(app.db, companyId, request.params.id);
      return { status: true as const, deleted: await deleteSamples(app.db, companyId, [request.params.id]) };
    },
  );
};
