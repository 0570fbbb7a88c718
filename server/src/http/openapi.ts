import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { API_BASE, ErrorBody } from '@skillup/shared/api/contract';
import { sessionCookieName } from '../auth/sessions';
import { acceptsHtml } from './accepts-html';
import { apiDocsPages, DOCS_PATH, sharedSchemaRef, type ApiDocsPages } from './api-docs-page';
import { ApiError } from './api-error';

const HTML = 'text/html; charset=utf-8';
const AreaParams = Type.Object({ area: Type.String({ maxLength: 64 }) });

/**
 * The API described as OpenAPI 3.1 from the routes' own schemas (docs/api.md): the document at
 * /api/openapi.json, pages to read it at /api/docs. Registered before the routes, whose
 * registration it follows; the pages and files outside /api are not the API and are left out.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skillup API',
          version: app.settings.version,
          description:
            'The calls of the Skillup web application. A signed-in call carries the session cookie; the HR console and operations calls take an admin session or the operations token (Authorization: Bearer). Changes from a browser must come from the app’s own origin.',
        },
        servers: [{ url: app.settings.auth.publicUrl }],
        components: {
          // Every refusal answers this body: described once and referred to (docs/api.md).
          schemas: { ErrorBody },
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.settings.auth.publicUrl) },
            operationsToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: ({ schema, url }) => {
        if (!url.startsWith(`${API_BASE}/`)) return { schema: { ...schema, hide: true }, url };
        // Grouped by the first word of the path (auth, admin, usercampaign, report…).
        const area =
          url
            .slice(API_BASE.length + 1)
            .split('/')
            .find((part) => part !== 'v2') ?? 'api';
        const response = schema?.response as Record<string, unknown> | undefined;
        const answers =
          response &&
          Object.fromEntries(
            Object.entries(response).map(([status, answer]) => [status, answer === ErrorBody ? sharedSchemaRef('ErrorBody') : answer]),
          );
        return { schema: { ...schema, tags: schema?.tags ?? [area], ...(answers && { response: answers }) }, url };
      },
    });
    app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    let pages: ApiDocsPages | undefined;
    const docs = () => (pages ??= apiDocsPages(app.swagger() as OpenAPIV3_1.Document));
    app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type(HTML).send(docs().index));
    app.get<{ Params: { area: string } }>(`${DOCS_PATH}/:area`, { schema: { hide: true, params: AreaParams } }, async (request, reply) => {
      const area = docs().area(request.params.area);
      if (area !== undefined) return reply.type(HTML).send(area);
      // A reader's browser gets a page leading back to the areas; any other caller the API's error body.
      if (acceptsHtml(request)) return reply.code(404).type(HTML).send(docs().notFound);
      throw new ApiError(404, 'NOT_FOUND', `the API has no area named ${request.params.area}`);
    });
  },
  { name: 'openapi', dependencies: ['settings'] },
);
