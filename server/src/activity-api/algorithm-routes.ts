import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AlgorithmParams, paths } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { ApiError, errorResponses } from '../http/api-error';
import { activityFolder, readAlgorithm, testUrlsFor } from './algorithm';
import { routePattern } from '../http/route-pattern';

const algorithmNotFound = (abbreviation: string) =>
  new ApiError(404, 'ALGORITHM_NOT_FOUND', `no algorithm.js for the test '${abbreviation}' in your campaigns`);

/** The outcome computation of an activity, loaded by the host as a script (docs/behaviour.md §7.5). */
export const algorithmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    // paths.algorithm encodes its argument, the ':' of the parameter included.
    decodeURIComponent(routePattern(paths.algorithm, 'abbreviation')),
    {
      // The script itself, sent as text: the string is not serialised as JSON.
      schema: { params: AlgorithmParams, response: { 200: Type.String(), ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const { account, campaignId } = sessionOf(request);
      const { abbreviation } = request.params;
      const urls = await testUrlsFor(app.db, account.id, abbreviation, campaignId);
      for (const url of urls) {
        const folder = activityFolder(url);
        const script = folder === null ? null : await readAlgorithm(app.settings.activitiesDir, folder);
        if (script !== null) {
          return reply.type('application/javascript; charset=utf-8').header('cache-control', 'private, no-cache').send(script);
        }
      }
      throw algorithmNotFound(abbreviation);
    },
  );
};
