import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DayOffParams,
  DaysOffCompanyQuery,
  DaysOffQuery,
  DaysOffResponse,
  paths,
  SetDayOffRequest,
  SetHolidayCountryRequest,
  StatusOk,
} from '@skillup/shared/api/contract';
import { parseDay } from '@skillup/shared/calendar';
import type { Kysely } from 'kysely';
import { hrCallerOf, type HrCaller } from '../admin/caller';
import { csvLanguage } from '../admin/csv-request';
import type { Database } from '../db/schema';
import { ApiError, errorResponses } from '../http/api-error';
import { setDayOff, setHolidayCountry, yearOfDaysOff } from './company-days';
import { holidayBook } from './national-holidays';

const companyNotFound = () => new ApiError(404, 'COMPANY_NOT_FOUND', 'company not found');

/**
 * Whose days off a call is about: the caller's own company, or for operations the one they
 * name. Another company's is answered as if it did not exist.
 */
async function companyOfCall(db: Kysely<Database>, caller: HrCaller, companyId: number | undefined): Promise<number> {
  if (caller.kind !== 'operations') {
    if (companyId !== undefined && companyId !== caller.companyId) throw companyNotFound();
    return caller.companyId;
  }
  if (companyId === undefined) throw new ApiError(400, 'COMPANY_REQUIRED', 'operations name the company: ?companyId=');
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw companyNotFound();
  return company.id;
}

/** docs/areas/admin.md, "Days off": a company's public holidays and the days it changed, read by its staff and changed by its admin. */
export const daysOffAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    paths.admin.daysOff,
    { schema: { querystring: DaysOffQuery, response: { 200: DaysOffResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const companyId = await companyOfCall(app.db, hrCallerOf(request), request.query.companyId);
      const lang = csvLanguage({}, request);
      return { status: true as const, ...(await yearOfDaysOff(app.db, companyId, request.query.year, lang)) };
    },
  );

  app.put(
    paths.admin.daysOffCountry,
    {
      schema: {
        querystring: DaysOffCompanyQuery,
        body: SetHolidayCountryRequest,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const companyId = await companyOfCall(app.db, hrCallerOf(request), request.query.companyId);
      const { country } = request.body;
      if (country !== null && !(await holidayBook()).countries.includes(country)) {
        throw new ApiError(422, 'UNKNOWN_HOLIDAY_COUNTRY', `the public holidays of ${country} are not known`);
      }
      await setHolidayCountry(app.db, companyId, country);
      return { status: true as const };
    },
  );

  app.put(
    paths.admin.dayOff(':day'),
    {
      schema: {
        params: DayOffParams,
        querystring: DaysOffCompanyQuery,
        body: SetDayOffRequest,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const companyId = await companyOfCall(app.db, hrCallerOf(request), request.query.companyId);
      const { day } = request.params;
      if (!parseDay(day)) throw new ApiError(400, 'INVALID_DAY', `${day} is no day of the calendar`);
      await setDayOff(app.db, companyId, day, request.body.off, request.body.name?.trim() || undefined);
      return { status: true as const };
    },
  );
};
