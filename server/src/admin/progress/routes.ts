import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ParticipantProgressParams,
  ParticipantProgressResponse,
  paths,
  PROGRESS_DEFAULT_PAGE_SIZE,
  ProgressQuery,
  ProgressResponse,
  TestResetParams,
  TestResetRequest,
  TestResetResponse,
} from '@skillup/shared/api/contract';
import { IdParam } from '@skillup/shared/api/contract';
import { errorResponses } from '../../http/api-error';
import { refuseUnstorable } from '../../security/text-guard';
import { actingUserId, hrCallerOf } from '../caller';
import { progressScope } from './campaign-scope';
import { progressCsv } from './csv-export';
import { feedback360Totals } from './feedback360-counts';
import { gridPeople, type GridView } from './grid-query';
import { managersOf } from './managers';
import { participantDetail } from './participant-detail';
import { progressRows } from './progress-rows';
import { resetTest } from './reset';
import { sendCsv } from './send-csv';
import { csvLanguage, wantsCsv } from '../csv-request';
import { teamsOf } from './teams';

/** The HR console's progress of a campaign (docs/areas/admin.md, "Progress"). */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.admin.progress(':id'),
    { schema: { params: IdParam, querystring: ProgressQuery, response: { 200: ProgressResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const scope = await progressScope(app.db, hrCallerOf(request), request.params.id);
      const query = request.query as ProgressQuery;
      refuseUnstorable(query, 'the query');
      const view: GridView = {
        sort: query.sort ?? 'name',
        order: query.order ?? 'asc',
        team: query.team,
        managerId: query.managerId,
        state: query.state,
        search: query.search,
      };
      if (wantsCsv(query, request)) {
        return sendCsv(reply, `progress-${scope.campaignId}.csv`, progressCsv(app.db, scope, view, csvLanguage(query, request)));
      }
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? PROGRESS_DEFAULT_PAGE_SIZE;
      const [grid, teams, managers, totals] = await Promise.all([
        gridPeople(app.db, scope, view, { limit: pageSize, offset: (page - 1) * pageSize }),
        teamsOf(app.db, scope),
        managersOf(app.db, scope),
        scope.is360 ? feedback360Totals(app.db, scope.campaignId) : Promise.resolve(null),
      ]);
      return {
        status: true as const,
        tests: scope.tests.map(({ id, name, abbreviation, position }) => ({ id, name, abbreviation, position })),
        rows: await progressRows(app.db, scope, grid.people, app.settings.auth.mailTimeZone),
        total: grid.total,
        page,
        pageSize,
        teams,
        managers,
        feedback360: totals,
      };
    },
  );

  app.get(
    paths.admin.participantProgress(':id', ':userId'),
    { schema: { params: ParticipantProgressParams, response: { 200: ParticipantProgressResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const scope = await progressScope(app.db, hrCallerOf(request), request.params.id);
      return participantDetail(app.db, scope, request.params.userId);
    },
  );

  app.post(
    paths.admin.testReset(':id', ':userId', ':testId'),
    {
      schema: {
        params: TestResetParams,
        body: TestResetRequest,
        response: { 200: TestResetResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = hrCallerOf(request);
      const scope = await progressScope(app.db, caller, request.params.id);
      refuseUnstorable(request.body.reason, 'reason');
      const { userId, testId } = request.params;
      return resetTest(app.db, scope, { userId, testId, reason: request.body.reason.trim(), resetBy: actingUserId(caller) });
    },
  );
};
