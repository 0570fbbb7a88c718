import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCampaignParams, AdminChallenge, AdminChallengeResponse, paths, THEME_REMOTE, type Theme } from '@skillup/shared/api/contract';
import type { CampaignRow } from '../../db/schema';
import { errorResponses } from '../../http/api-error';
import { campaignInReach } from '../campaign-in-reach';
import { hrCallerOf } from '../caller';
import { readChallenge, writeChallenge } from './challenge-data';
import { campaignTestIds, saveCampaignData } from './challenge-store';
import { duplicateSection, notChallenge, testInTwoSections, unknownTest } from './errors';

function challengeCampaign(campaign: CampaignRow): CampaignRow {
  if (THEME_REMOTE[campaign.theme as Theme] !== 'challenge') throw notChallenge();
  return campaign;
}

/**
 * docs/areas/admin.md, "The challenge". Sections may change at any step of the campaign: they
 * group the tests on the participant's screen and hold no answers.
 */
export const adminChallengeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.hr.challenge(':id'),
    { schema: { params: AdminCampaignParams, response: { 200: AdminChallengeResponse, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const campaign = challengeCampaign(await campaignInReach(app.db, hrCallerOf(request), request.params.id));
      return { challenge: readChallenge(campaign.data) };
    },
  );

  app.put(
    paths.hr.challenge(':id'),
    {
      schema: {
        params: AdminCampaignParams,
        body: AdminChallenge,
        response: { 200: AdminChallengeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = hrCallerOf(request);
      const challenge = request.body;
      return app.db.transaction().execute(async (trx) => {
        const campaign = challengeCampaign(await campaignInReach(trx, caller, request.params.id, true));
        const ids = new Set<string>();
        for (const { id } of challenge.sections) {
          if (ids.has(id)) throw duplicateSection(id);
          ids.add(id);
        }
        const own = await campaignTestIds(trx, campaign.id);
        const placed = new Set<number>();
        for (const testId of challenge.sections.flatMap((section) => section.tests)) {
          if (!own.has(testId)) throw unknownTest(testId);
          if (placed.has(testId)) throw testInTwoSections(testId);
          placed.add(testId);
        }
        const data = writeChallenge(campaign.data, challenge);
        await saveCampaignData(trx, campaign.id, data);
        return { challenge: readChallenge(data) };
      });
    },
  );
};
