import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CampaignEvaluatedParams,
  CampaignParams360,
  Data360Request,
  Data360Response,
  Data360WriteResponse,
  EvaluatedParams,
  feedback360Paths,
  LinkedSaveParams,
  LinkedSaveRequest,
  OutcomesRequest360,
  OutcomesResponse360,
  Page360Request,
  QuestionsResponse,
  RelationsResponse,
  SavedAnswersResponse,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { enrolmentLanguage } from '../campaigns/localise';
import { errorResponses } from '../http/api-error';
import { routePattern } from '../http/route-pattern';
import { enrolled360, ownRelation } from './access';
import { readAnswers, saveAnswers, savePage, type SaveResult } from './answers-store';
import { readData, writeData } from './data-store';
import { questionRules, questionSets } from './questions';
import { listRelations } from './relations';
import { declinableEvaluations } from '../nominations/decline';
import { invalidAnswer, validateAnswers } from './validate-answers';

const evaluated = (path: (campaignId: number, evaluee: number) => string) => routePattern(path, 'campaignId', 'evaluee');
const inCampaign = (path: (campaignId: number, evaluee: number) => string) => routePattern(path, 'id', 'evaluee');
// 409 CAMPAIGN_CLOSED: the campaign closed, the 360 takes no more answers (campaigns/answering.ts).
const readErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** What both ways of saving answers tell the questionnaire (OutcomesResponse360). */
const outcomesAnswer = (result: SaveResult) => ({
  status: true as const,
  applied: result.applied,
  version: result.version,
  user_is_evaluated: result.status,
  testStatus: result.testStatus,
});

/** The 360 calls (docs/areas/feedback-360.md): each one about the caller's own evaluations only. */
export const feedback360Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    routePattern(feedback360Paths.relations, 'id'),
    { schema: { params: CampaignParams360, response: { 200: RelationsResponse, ...readErrors } } },
    async (request) => {
      const { account } = sessionOf(request);
      const enrolment = await enrolled360(app.db, account, request.params.id);
      const [relations, declinable] = await Promise.all([
        listRelations(app.db, request.params.id, account.id, enrolmentLanguage(enrolment)),
        declinableEvaluations(app.db, request.params.id, account.id),
      ]);
      return { status: true as const, relations: relations.map((relation) => ({ ...relation, declinable: declinable.has(relation.id) })) };
    },
  );

  app.get(
    inCampaign(feedback360Paths.questions),
    { schema: { params: CampaignEvaluatedParams, response: { 200: QuestionsResponse, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.id, request.params.evaluee);
      const questions = await questionSets(app.db, relation.campaignId, enrolmentLanguage(relation.enrolment), relation.relationType);
      return { status: true as const, relationId: relation.relationType, questions };
    },
  );

  app.get(
    inCampaign(feedback360Paths.saved),
    { schema: { params: CampaignEvaluatedParams, response: { 200: SavedAnswersResponse, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.id, request.params.evaluee);
      return {
        status: true as const,
        version: relation.answersVersion,
        user_is_evaluated: relation.status,
        result: await readAnswers(app.db, relation),
      };
    },
  );

  app.post(
    inCampaign(feedback360Paths.outcomes),
    { schema: { params: CampaignEvaluatedParams, body: OutcomesRequest360, response: { 200: OutcomesResponse360, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.id, request.params.evaluee);
      const rules = await questionRules(app.db, relation.campaignId);
      const byQuestion = validateAnswers(request.body.values, rules, relation.relationType);
      const result = await saveAnswers(app.db, relation, byQuestion, request.body.version, rules);
      return outcomesAnswer(result);
    },
  );

  app.post(
    inCampaign(feedback360Paths.page),
    { schema: { params: CampaignEvaluatedParams, body: Page360Request, response: { 200: OutcomesResponse360, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.id, request.params.evaluee);
      const rules = await questionRules(app.db, relation.campaignId);
      const byQuestion = validateAnswers(request.body.values, rules, relation.relationType);
      return outcomesAnswer(await savePage(app.db, relation, byQuestion, request.body.version, request.body.data, rules));
    },
  );

  app.post(
    routePattern(feedback360Paths.linked, 'campaignId'),
    { schema: { params: LinkedSaveParams, body: LinkedSaveRequest, response: { 200: OutcomesResponse360, ...readErrors } } },
    async (request) => {
      const { user, id, answers } = request.body.data;
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.campaignId, user);
      const rules = await questionRules(app.db, relation.campaignId);
      if (rules.get(id)?.kind !== 'linked') throw invalidAnswer(`question ${id} is not a linked question of this campaign`);
      const values = answers.map((answer) => ({ questionId: id, answerId: answer.id, value: answer.value }));
      const byQuestion = validateAnswers(values, rules, relation.relationType);
      // An empty placement list still clears the question.
      if (!byQuestion.has(id)) byQuestion.set(id, []);
      const result = await saveAnswers(app.db, relation, byQuestion, null, rules);
      return outcomesAnswer(result);
    },
  );

  app.get(
    evaluated(feedback360Paths.data),
    { schema: { params: EvaluatedParams, response: { 200: Data360Response, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.campaignId, request.params.evaluee);
      return { status: true as const, data: await readData(app.db, relation) };
    },
  );

  app.post(
    evaluated(feedback360Paths.data),
    { schema: { params: EvaluatedParams, body: Data360Request, response: { 200: Data360WriteResponse, ...readErrors } } },
    async (request) => {
      const relation = await ownRelation(app.db, sessionOf(request).account, request.params.campaignId, request.params.evaluee);
      return { status: true as const, ...(await writeData(app.db, relation, request.body.version, request.body.data)) };
    },
  );
};
