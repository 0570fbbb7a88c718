import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCampaignParams, AdminQuestionnaire, AdminQuestionnaireResponse, paths } from '@skillup/shared/api/contract';
import { errorResponses } from '../../http/api-error';
import { campaignInReach } from '../campaign-in-reach';
import { hrCallerOf } from '../caller';
import { questionnaireLocked } from './errors';
import { holdEvaluations, lockOf, readQuestionnaire, replaceQuestionnaire, reportSkills, require360 } from './questionnaire-store';
import { planQuestionnaire } from './rules';

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409);
const route = paths.hr.questionnaire(':id');

/** docs/areas/admin.md, "The 360 questionnaire": a 360 campaign's scale and questions, replaced as a whole while nobody has answered. */
export const adminFeedback360Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(route, { schema: { params: AdminCampaignParams, response: { 200: AdminQuestionnaireResponse, ...reads } } }, async (request) => {
    const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
    await require360(app.db, campaign.id);
    const [questionnaire, skills, lockedBy] = await Promise.all([
      readQuestionnaire(app.db, campaign.id),
      reportSkills(app.db, campaign.id),
      lockOf(app.db, campaign),
    ]);
    return { questionnaire, skills, lockedBy };
  });

  app.put(
    route,
    { schema: { params: AdminCampaignParams, body: AdminQuestionnaire, response: { 200: AdminQuestionnaireResponse, ...writes } } },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        // The campaign's row held until the end keeps a close from passing between the check
        // and the write; the held evaluations do the same for a rater's first answer.
        const campaign = await campaignInReach(trx, hrCallerOf(request), request.params.id, true);
        await require360(trx, campaign.id);
        await holdEvaluations(trx, campaign.id);
        const lock = await lockOf(trx, campaign);
        if (lock !== null) throw questionnaireLocked(lock);
        const skills = await reportSkills(trx, campaign.id);
        await replaceQuestionnaire(trx, campaign.id, planQuestionnaire(request.body, new Set(skills.map((skill) => skill.id))));
        return { questionnaire: await readQuestionnaire(trx, campaign.id), skills, lockedBy: null };
      }),
  );
};
