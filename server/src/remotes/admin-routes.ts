import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  paths,
  PublishRequest,
  PublishResponse,
  RegistryResponse,
  RemoteParams,
  RemotePinParams,
  RemoteVersionParams,
  StatusOk,
  VersionRequest,
} from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { campaignExists, campaignOfCompany } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { ApiError, campaignNotFound, errorResponses } from '../http/api-error';
import { adminGuard, operationsOnly, registryCallerOf, type RegistryCaller } from './admin-auth';
import { publishVersion, type PublishFailure } from './publish';
import { findVersion, pinVersion, registryListing, setDefaultVersion, unpinVersion } from './registry';

const PUBLISH_BODY_LIMIT = 64 * 1024 * 1024;

/** A campaign the caller may pin: any for operations, their own company's for a company admin. */
function campaignInReach(db: Kysely<Database>, caller: RegistryCaller, campaignId: number): Promise<boolean> {
  return caller.kind === 'companyAdmin' ? campaignOfCompany(db, campaignId, caller.companyId) : campaignExists(db, campaignId);
}

const versionNotFound = (remote: string, version: string) => new ApiError(404, 'VERSION_NOT_FOUND', `${remote} has no published version ${version}`);

/** The HTTP answer to what publishing refused. */
function publishError(remote: string, version: string, failure: PublishFailure): ApiError {
  switch (failure.kind) {
    case 'badUpload':
      return new ApiError(400, 'BAD_REQUEST', failure.message);
    case 'conflict':
      return new ApiError(409, 'VERSION_CONFLICT', `${remote} ${version} is already published with other content`);
  }
}

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('registryCaller', null);
  app.addHook('onRequest', adminGuard(app.settings.opsToken));

  app.get(paths.admin.registry, { schema: { response: { 200: RegistryResponse, ...errorResponses(401, 403) } } }, async (request) => {
    const caller = registryCallerOf(request);
    // Another company's pins would tell its campaigns apart: a company admin sees their own.
    return { remotes: await registryListing(app.db, caller.kind === 'companyAdmin' ? caller.companyId : undefined) };
  });

  app.put(
    paths.admin.publish(':remote', ':version'),
    {
      onRequest: operationsOnly,
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: {
        params: RemoteVersionParams,
        body: PublishRequest,
        response: { 200: PublishResponse, 201: PublishResponse, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const { remote, version } = request.params;
      const published = await publishVersion(app.db, app.settings.remoteStoreDir, remote, version, request.body.files);
      if (!published.ok) throw publishError(remote, version, published.failure);
      if (published.created) request.log.info({ remote, version }, 'remote version published');
      return reply.code(published.created ? 201 : 200).send({ status: true, created: published.created, version: published.version });
    },
  );

  app.put(
    paths.admin.setDefault(':remote'),
    {
      onRequest: operationsOnly,
      schema: {
        params: RemoteParams,
        body: VersionRequest,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { remote } = request.params;
      const { version } = request.body;
      if (!(await findVersion(app.db, remote, version))) throw versionNotFound(remote, version);
      await setDefaultVersion(app.db, remote, version);
      return { status: true as const };
    },
  );

  app.put(
    paths.admin.pin(':remote', ':campaignId'),
    {
      schema: {
        params: RemotePinParams,
        body: VersionRequest,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { remote, campaignId } = request.params;
      const { version } = request.body;
      if (!(await campaignInReach(app.db, registryCallerOf(request), campaignId))) throw campaignNotFound();
      if (!(await findVersion(app.db, remote, version))) throw versionNotFound(remote, version);
      await pinVersion(app.db, remote, campaignId, version);
      return { status: true as const };
    },
  );

  app.delete(
    paths.admin.pin(':remote', ':campaignId'),
    {
      schema: { params: RemotePinParams, response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { remote, campaignId } = request.params;
      if (!(await campaignInReach(app.db, registryCallerOf(request), campaignId))) throw campaignNotFound();
      if (!(await unpinVersion(app.db, remote, campaignId))) {
        throw new ApiError(404, 'PIN_NOT_FOUND', `campaign ${campaignId} has no pin for ${remote}`);
      }
      return { status: true as const };
    },
  );
};
