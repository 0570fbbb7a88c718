import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApprovalsResponse,
  CampaignEvaluatedParams,
  CampaignParams360,
  CandidatesQuery,
  CandidatesResponse,
  DecisionRequest,
  DeclineRequest,
  MyNominationsResponse,
  NominateRequest,
  NominationParams,
  NominationResponse,
  nominationPaths,
  StatusOk,
} from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { errorResponses } from '../http/api-error';
import { routePattern } from '../http/route-pattern';
import { decide, listApprovals, managerOf } from './approvals';
import { searchCandidates } from './candidates';
import { declineEvaluation } from './decline';
import { nominate, removeNomination, submitNominations } from './nominate';
import { myNominations, nominationContext } from './participant';

// 404: not enrolled, no 360, not one's own; 409: the campaign closed; 422: a rule refused it, or no consent.
const responses = errorResponses(400, 401, 403, 404, 409, 422);

/** The participant's, the manager's and the rater's nomination calls (docs/areas/feedback-360.md, "Nominations"); HR's are in admin-routes.ts. */
export const nominationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const wakeMail = () => app.campaignMail.wake();

  app.get(
    routePattern(nominationPaths.mine, 'id'),
    { schema: { params: CampaignParams360, response: { 200: MyNominationsResponse, ...responses } } },
    async (request) => myNominations(app.db, await nominationContext(app.db, sessionOf(request).account, request.params.id)),
  );

  app.get(
    routePattern(nominationPaths.candidates, 'id'),
    { schema: { params: CampaignParams360, querystring: CandidatesQuery, response: { 200: CandidatesResponse, ...responses } } },
    async (request) => {
      const { account } = sessionOf(request);
      await nominationContext(app.db, account, request.params.id);
      return { status: true as const, people: await searchCandidates(app.db, account, request.query.q) };
    },
  );

  app.post(
    routePattern(nominationPaths.mine, 'id'),
    { schema: { params: CampaignParams360, body: NominateRequest, response: { 200: NominationResponse, ...responses } } },
    async (request) => {
      const context = await nominationContext(app.db, sessionOf(request).account, request.params.id);
      const nomination = await app.db.transaction().execute((trx) => nominate(trx, app.jobs, context, request.body));
      wakeMail();
      return { status: true as const, nomination };
    },
  );

  app.delete(
    routePattern(nominationPaths.one, 'id', 'nominationId'),
    { schema: { params: NominationParams, response: { 200: StatusOk, ...responses } } },
    async (request) => {
      const context = await nominationContext(app.db, sessionOf(request).account, request.params.id);
      await app.db.transaction().execute((trx) => removeNomination(trx, context, request.params.nominationId));
      return { status: true as const };
    },
  );

  app.post(
    routePattern(nominationPaths.submit, 'id'),
    { schema: { params: CampaignParams360, response: { 200: MyNominationsResponse, ...responses } } },
    async (request) => {
      const context = await nominationContext(app.db, sessionOf(request).account, request.params.id);
      const answer = await app.db.transaction().execute((trx) => submitNominations(trx, app.jobs, context));
      wakeMail();
      return answer;
    },
  );

  app.get(
    routePattern(nominationPaths.approvals, 'id'),
    { schema: { params: CampaignParams360, response: { 200: ApprovalsResponse, ...responses } } },
    async (request) => {
      const approver = await managerOf(app.db, sessionOf(request).account, request.params.id);
      return listApprovals(app.db, approver, request.params.id);
    },
  );

  app.post(
    routePattern(nominationPaths.decide, 'id', 'nominationId'),
    { schema: { params: NominationParams, body: DecisionRequest, response: { 200: NominationResponse, ...responses } } },
    async (request) => {
      const { id, nominationId } = request.params;
      const approver = await managerOf(app.db, sessionOf(request).account, id);
      const nomination = await app.db.transaction().execute((trx) => decide(trx, app.jobs, approver, id, nominationId, request.body));
      wakeMail();
      return { status: true as const, nomination };
    },
  );

  app.post(
    routePattern(nominationPaths.decline, 'id', 'evaluee'),
    { schema: { params: CampaignEvaluatedParams, body: DeclineRequest, response: { 200: StatusOk, ...responses } } },
    async (request) => {
      const { id, evaluee } = request.params;
      const reason = request.body.reason.trim();
      await app.db.transaction().execute((trx) => declineEvaluation(trx, app.jobs, sessionOf(request).account, id, evaluee, reason));
      wakeMail();
      return { status: true as const };
    },
  );
};
