import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import fp from 'fastify-plugin';
import { API_BASE } from '@skillup/shared/api/contract';
import { sessionCookieName } from '../auth/sessions';
import { apiDocsPage } from './api-docs-page';

/**
 * The API described as OpenAPI 3.1 from the routes' own schemas (docs/api.md): the document at
 * /api/openapi.json, a page to read it at /api/docs. Registered before the routes, whose
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
        return { schema: { ...schema, tags: schema?.tags ?? [area] }, url };
      },
    });
    app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    let page: string | undefined;
    app.get(`${API_BASE}/docs`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send((page ??= apiDocsPage(app.swagger() as OpenAPIV3_1.Document))),
    );
  },
  { name: 'openapi', dependencies: ['settings'] },
);
