import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  CompanyInput,
  CompanyListResponse,
  CompanyResponse,
  type Company as CompanyModel,
  type CompanyInput as CompanyInputModel,
} from '@skillup/shared/api/contract';
import type { CompanyRow, Database } from '../../db/schema';
import type { ResourceDefinition, RuleFailure, StoreContext, Written } from '../definition';
import { conflict, failed, invalid, isUniqueViolation, nonBlank, notFound, written } from '../errors';
import type { Scope } from '../policy';
import { knownTimeZone } from '../../auth/time-zone';

const toCompany = (row: CompanyRow): CompanyModel => ({ id: row.id, name: row.name, companyId: row.code, logo: row.logo, timeZone: row.time_zone });

function inScope<O>(query: SelectQueryBuilder<Database, 'companies', O>, scope: Scope) {
  return scope.kind === 'all' ? query : query.where('companies.id', '=', scope.companyId);
}

const codeTaken = (code: string): RuleFailure => conflict('COMPANY_CODE_TAKEN', `the company code ${code} is already in use`);

/** A code from the name ('Acme S.r.l.' → 'acme-s-r-l'), numbered when already taken. */
async function freeCode(db: Kysely<Database>, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'company';
  const taken = new Set((await db.selectFrom('companies').select('code').where('code', 'like', `${base}%`).execute()).map((r) => r.code));
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
  return code;
}

const noValidName = invalid('No valid company name');
const noValidTimeZone = invalid('No valid time zone');

/** The zone as given (null clears it), spelt as the server knows it; undefined when no zone of that name exists. */
function timeZoneOf(given: string | null): string | null | undefined {
  const name = given === null ? '' : given.trim();
  if (name === '') return null;
  return knownTimeZone(name) ?? undefined;
}

/** A code in use shows as the unique index refusing the write, whether given or raced for. */
async function withUniqueCode(code: string | undefined, write: () => Promise<CompanyRow>): Promise<Written<CompanyModel>> {
  try {
    return written(toCompany(await write()));
  } catch (error) {
    if (isUniqueViolation(error)) return failed(codeTaken(code ?? ''));
    throw error;
  }
}

export const companies: ResourceDefinition<CompanyModel, CompanyInputModel> = {
  endpoint: 'companies',
  singular: 'company',
  plural: 'companies',
  ownership: 'company',
  schemas: { input: CompanyInput, list: CompanyListResponse, item: CompanyResponse },
  store: {
    async list({ db, scope }: StoreContext) {
      const rows = await inScope(db.selectFrom('companies').selectAll(), scope).orderBy('name').orderBy('id').execute();
      return rows.map(toCompany);
    },

    async find({ db, scope }, id) {
      const row = await inScope(db.selectFrom('companies').selectAll(), scope).where('id', '=', id).executeTakeFirst();
      return row && toCompany(row);
    },

    async create({ db }, input) {
      const name = nonBlank(input.name);
      if (name === null) return failed(noValidName);
      const timeZone = timeZoneOf(input.timeZone ?? null);
      if (timeZone === undefined) return failed(noValidTimeZone);
      const code = input.companyId ?? (await freeCode(db, name));
      return withUniqueCode(code, () =>
        db
          .insertInto('companies')
          .values({ name, code, logo: input.logo ?? null, time_zone: timeZone })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    async update({ db, scope }, id, input) {
      const current = await inScope(db.selectFrom('companies').selectAll(), scope).where('id', '=', id).executeTakeFirst();
      if (!current) return failed(notFound);
      const name = input.name === undefined ? current.name : nonBlank(input.name);
      if (name === null) return failed(noValidName);
      const timeZone = input.timeZone === undefined ? current.time_zone : timeZoneOf(input.timeZone);
      if (timeZone === undefined) return failed(noValidTimeZone);
      return withUniqueCode(input.companyId, () =>
        db
          .updateTable('companies')
          .set({
            name,
            code: input.companyId ?? current.code,
            logo: input.logo === undefined ? current.logo : input.logo,
            time_zone: timeZone,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    async remove({ db, scope, caller }, ids) {
      // Deleting a company deletes its people and campaigns: never the caller's own, by mistake.
      if (ids.includes(caller.companyId)) return failed(conflict('OWN_COMPANY', 'you cannot delete the company you belong to'));
      const query = db.deleteFrom('companies').where('id', 'in', ids);
      const result = await (scope.kind === 'all' ? query : query.where('id', '=', scope.companyId)).executeTakeFirst();
      return { ok: true, deleted: Number(result.numDeletedRows) };
    },
  },
};
