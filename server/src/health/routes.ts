import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, LiveResponse, paths } from '@skillup/shared/api/contract';
import { pingDatabase } from '../db/connection';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.health, { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (request, reply) => {
    let latencyMs = 0;
    let ok = true;
    try {
      latencyMs = await pingDatabase(app.db);
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      ok = false;
    }
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      database: { kind: app.settings.databaseKind, ok, latencyMs: Math.round(latencyMs * 100) / 100 },
      version: app.settings.version,
    });
  });

  app.get(paths.live, { schema: { response: { 200: LiveResponse } } }, async () => ({ status: 'ok' as const }));
};
