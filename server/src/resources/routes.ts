import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam, paths, ResourceListQuery, SelectionDeleteResponse, SelectionRequest, StatusOk } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { ApiError, errorResponses } from '../http/api-error';
import type { ResourceDefinition, RuleFailure, StoreContext } from './definition';
import { callerOf, readScope, writeScope, type WriteAction } from './policy';

function readContext(app: FastifyInstance, request: FastifyRequest, companyId?: number): StoreContext {
  const caller = callerOf(sessionOf(request).account);
  return { db: app.db, caller, scope: readScope(caller, companyId) };
}

function writeContext(app: FastifyInstance, request: FastifyRequest, def: ResourceDefinition, action: WriteAction) {
  const caller = callerOf(sessionOf(request).account);
  return { db: app.db, caller, scope: writeScope(caller, def.ownership, action) };
}

const itemNotFound = (singular: string, id: number) => new ApiError(404, `${singular.toUpperCase()}_NOT_FOUND`, `no ${singular} ${id}`);

/** The HTTP answer to a rule a write broke. */
function ruleError(failure: RuleFailure): ApiError {
  switch (failure.kind) {
    case 'invalid':
      return new ApiError(422, 'VALIDATION_FAILED', failure.message);
    case 'conflict':
      return new ApiError(409, failure.code, failure.message);
  }
}

/** Refuses a role that may not write before its body is even read. */
const requireWrite = (app: FastifyInstance, def: ResourceDefinition, action: WriteAction) => async (request: FastifyRequest) => {
  writeContext(app, request, def, action);
};

/** The six calls of docs/behaviour.md §7.2 for one list. */
export function resourceRoutes(def: ResourceDefinition) {
  return async (app: FastifyInstance): Promise<void> => {
    const list = paths.resources.list(def.endpoint);
    const item = paths.resources.item(def.endpoint, ':id');
    const selection = paths.resources.selection(def.endpoint);
    const single = (model: unknown) => ({ status: true, [def.singular]: model });

    // Without companyId, the rows of the caller's reach (readScope); another company's, for superassessors only.
    app.get<{ Querystring: ResourceListQuery }>(
      list,
      {
        schema: { querystring: ResourceListQuery, response: { 200: def.schemas.list, ...errorResponses(400, 401, 403) } },
      },
      async (request) => ({ status: true, [def.plural]: await def.store.list(readContext(app, request, request.query.companyId)) }),
    );

    app.get<{ Params: IdParam }>(
      item,
      {
        schema: { params: IdParam, response: { 200: def.schemas.item, ...errorResponses(400, 401, 404) } },
      },
      async (request) => {
        const model = await def.store.find(readContext(app, request), request.params.id);
        if (model === undefined) throw itemNotFound(def.singular, request.params.id);
        return single(model);
      },
    );

    app.post<{ Body: unknown }>(
      list,
      {
        onRequest: requireWrite(app, def, 'create'),
        schema: { body: def.schemas.input, response: { 201: def.schemas.item, ...errorResponses(400, 401, 403, 409, 422) } },
      },
      async (request, reply) => {
        const created = await def.store.create(writeContext(app, request, def, 'create'), request.body);
        if (!created.ok) throw ruleError(created.failure);
        return reply.code(201).send(single(created.model));
      },
    );

    app.put<{ Params: IdParam; Body: unknown }>(
      item,
      {
        onRequest: requireWrite(app, def, 'update'),
        schema: {
          params: IdParam,
          body: def.schemas.input,
          response: { 200: def.schemas.item, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const updated = await def.store.update(writeContext(app, request, def, 'update'), request.params.id, request.body);
        if (!updated.ok) {
          throw updated.failure.kind === 'notFound' ? itemNotFound(def.singular, request.params.id) : ruleError(updated.failure);
        }
        return single(updated.model);
      },
    );

    // The router prefers this static segment to /:id, so 'selection' is never read as an id.
    app.delete<{ Body: SelectionRequest }>(
      selection,
      {
        onRequest: requireWrite(app, def, 'delete'),
        schema: {
          body: SelectionRequest,
          response: { 200: SelectionDeleteResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const ids = [...new Set(request.body.selection)];
        const removed = await def.store.remove(writeContext(app, request, def, 'delete'), ids);
        if (!removed.ok) throw ruleError(removed.failure);
        return { status: true as const, deleted: removed.deleted };
      },
    );

    app.delete<{ Params: IdParam }>(
      item,
      {
        onRequest: requireWrite(app, def, 'delete'),
        schema: { params: IdParam, response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request) => {
        const removed = await def.store.remove(writeContext(app, request, def, 'delete'), [request.params.id]);
        if (!removed.ok) throw ruleError(removed.failure);
        if (removed.deleted === 0) throw itemNotFound(def.singular, request.params.id);
        return { status: true as const };
      },
    );
  };
}
