import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogRequest, paths, StatusOk } from '@skillup/shared/api/contract';
import { ApiError, errorResponses } from '../http/api-error';
import { countEvent } from '../security/rate-limit';
import { registerFormBodies } from '../http/form-body';
import { refuseUnstorable } from '../security/text-guard';
import { storeClientLog } from './client-logs';
import { countTodaysLog } from './daily-cap';

/** Room for the largest log the contract allows (64 Ki characters), escaped, in its envelope. */
export const LOG_BODY_LIMIT = 512 * 1024;
const LOG_WINDOW_SECONDS = 60;

/**
 * What the browser reports (queue failures, remote fallbacks): kept and logged. JSON from
 * the logs queue, form data from a beacon on page leave (field `data` in both). Anyone may
 * report, since a failure can come before sign-in, so each caller has a budget: a tight
 * one per address without a session, a wider one per signed-in user. Besides, each of them
 * stores at most so many a UTC day, and what is stored is deleted after some weeks
 * (docs/security.md, "Client logs"): browsers stuck in a loop of failures cannot fill the database.
 */
export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerFormBodies(app);
  const limits = app.settings.auth.rateLimits;
  const perDay = limits.clientLogsPerDay;

  /** Whose budgets a request draws on: its user's, or without a session its address's. */
  const caller = (request: FastifyRequest) => {
    const userId = request.session?.account.id;
    return userId === undefined ? `address:${request.ip}` : `user:${userId}`;
  };

  async function withinBudget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const budget = request.session?.account.id === undefined ? limits.clientLogsPerAddress : limits.clientLogsPerUser;
    const key = `logs:${caller(request)}`;
    const counter = await countEvent(app.db, key, LOG_WINDOW_SECONDS);
    if (counter.count > budget) {
      reply.header('retry-after', String(counter.retryAfterSeconds));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'too many logs: try again later');
    }
  }

  app.post(
    paths.logs,
    {
      bodyLimit: LOG_BODY_LIMIT,
      onRequest: withinBudget,
      schema: { body: LogRequest, response: { 200: StatusOk, ...errorResponses(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      refuseUnstorable(request.body.data, 'data');
      const userId = request.session?.account.id ?? null;
      await app.db.transaction().execute(async (trx) => {
        const cap = await countTodaysLog(trx, caller(request), perDay);
        if (cap.retryAfterSeconds !== null) {
          reply.header('retry-after', String(cap.retryAfterSeconds));
          throw new ApiError(429, 'TOO_MANY_LOGS_TODAY', 'too many logs today: try again on the next day (UTC)');
        }
        await storeClientLog(trx, userId, request.body.data);
      });
      request.log.warn({ clientLog: request.body.data, userId }, 'client log');
      return { status: true as const };
    },
  );
};
