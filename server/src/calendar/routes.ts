import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarDaysOffResponse,
  CalendarStorageParams,
  CalendarStorageResponse,
  paths,
  SaveCalendarStoreRequest,
} from '@skillup/shared/api/contract';
import { STORE_REFUSAL_MESSAGES, storeChangeRefusal } from '@skillup/shared/calendar';
import { areaEnrolment } from '../campaigns/area-enrolment';
import { ApiError, errorResponses } from '../http/api-error';
import { calendarContext, readStore, writeStore } from './store';

const NOT_A_CALENDAR = { code: 'NOT_A_CALENDAR', message: 'this campaign has no agenda' };

/** docs/areas/calendar.md: the participant's agenda, read and saved under the rules, and the days off those rules skip. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = paths.calendarStorage(':campaignId');

  app.get(
    route,
    {
      schema: { params: CalendarStorageParams, response: { 200: CalendarStorageResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { userId, enrolment } = await areaEnrolment(request, request.params.campaignId, 'calendar', NOT_A_CALENDAR, 'read');
      const context = await calendarContext(app.db, userId, enrolment);
      return { status: true as const, storage: await readStore(app.db, userId, enrolment.id, context) };
    },
  );

  app.get(
    paths.calendarDaysOff(':campaignId'),
    {
      schema: { params: CalendarStorageParams, response: { 200: CalendarDaysOffResponse, ...errorResponses(400, 401, 404, 422) } },
    },
    async (request) => {
      const { userId, enrolment } = await areaEnrolment(request, request.params.campaignId, 'calendar', NOT_A_CALENDAR, 'read');
      const { bounds } = await calendarContext(app.db, userId, enrolment);
      return { status: true as const, daysOff: [...bounds.daysOff] };
    },
  );

  app.patch(
    route,
    {
      schema: {
        params: CalendarStorageParams,
        body: SaveCalendarStoreRequest,
        response: { 200: CalendarStorageResponse, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { userId, enrolment } = await areaEnrolment(request, request.params.campaignId, 'calendar', NOT_A_CALENDAR, 'write');
      const { data, version } = request.body;
      const context = await calendarContext(app.db, userId, enrolment);
      const stored = await readStore(app.db, userId, enrolment.id, context);
      if (version !== stored.version) throw storeConflict();
      const refusal = storeChangeRefusal(stored.data, data, context.tests, context.bounds);
      if (refusal) throw new ApiError(422, `CALENDAR_${refusal}`, STORE_REFUSAL_MESSAGES[refusal]);
      const saved = await writeStore(app.db, userId, enrolment.id, data, version);
      if (saved === null) throw storeConflict();
      return { status: true as const, storage: { data, version: saved } };
    },
  );
};

const storeConflict = () => new ApiError(409, 'CALENDAR_VERSION_CONFLICT', 'the agenda was changed elsewhere: read it again before saving');
