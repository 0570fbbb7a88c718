import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPersonRequest,
  AddPersonResponse,
  CampaignPersonParams,
  IdParam,
  PEOPLE_PAGE_SIZE,
  PeopleListQuery,
  PeopleListResponse,
  PersonParams,
  PersonPatch,
  PersonResponse,
  RemovePersonResponse,
} from '@skillup/shared/api/contract';
import { errorResponses } from '../../http/api-error';
import { companyInReach, hrCallerOf } from '../caller';
import { addPerson } from './add-person';
import { concurrentChange } from './import-answer';
import { listPeople } from './people-list';
import { patchPerson } from './person-patch';
import { removeFromCampaign } from './person-removal';
import { campaignInReach, refuseClosed } from './reach';

/** One person by hand (docs/areas/admin.md, "One person by hand"): the list, adding, changing, removing. */
export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/campaigns/:id/participants',
    { schema: { params: IdParam, querystring: PeopleListQuery, response: { 200: PeopleListResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      const page = request.query.page ?? 1;
      const { total, people } = await listPeople(app.db, campaign.id, request.query.search ?? '', page);
      return { status: true as const, total, page, pageSize: PEOPLE_PAGE_SIZE, people };
    },
  );

  app.post(
    '/admin/campaigns/:id/participants',
    { schema: { params: IdParam, body: AddPersonRequest, response: { 200: AddPersonResponse, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const caller = hrCallerOf(request);
      const campaign = await campaignInReach(app.db, caller, request.params.id);
      refuseClosed(campaign);
      const judge = { operations: caller.kind === 'operations' };
      const { invited, ...added } = await addPerson(app.db, app.jobs, campaign, request.body, judge).catch((error: unknown) => {
        throw concurrentChange(error);
      });
      if (invited > 0) app.campaignMail.wake();
      return { status: true as const, ...added };
    },
  );

  app.patch(
    '/admin/people/:userId',
    { schema: { params: PersonParams, body: PersonPatch, response: { 200: PersonResponse, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => ({
      status: true as const,
      person: await patchPerson(app.db, companyInReach(hrCallerOf(request)), request.params.userId, request.body),
    }),
  );

  app.delete(
    '/admin/campaigns/:id/participants/:userId',
    { schema: { params: CampaignPersonParams, response: { 200: RemovePersonResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      return { status: true as const, ...(await removeFromCampaign(app.db, campaign, request.params.userId)) };
    },
  );
};
