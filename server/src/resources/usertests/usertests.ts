import type { Kysely, Transaction } from 'kysely';
import {
  TestModelInput,
  TestModelListResponse,
  TestModelResponse,
  type LocalisedText,
  type TestModel,
  type TestModelInput as TestInput,
} from '@skillup/shared/api/contract';
import type { Database, Localised, TestRow } from '../../db/schema';
import type { ResourceDefinition, StoreContext } from '../definition';
import { invalid, nonBlank } from '../errors';
import type { Scope } from '../policy';
import { fromDayMonthYear, toDayMonthYear } from './dates';

type Db = Kysely<Database> | Transaction<Database>;
type Row = TestRow & { company_id: number };

const json = (value: unknown) => JSON.stringify(value);

function selectTests(db: Db, scope: Scope) {
  const query = db.selectFrom('tests').innerJoin('campaigns', 'campaigns.id', 'tests.campaign_id').selectAll('tests').select('campaigns.company_id');
  if (scope.kind === 'all') return query;
  const ofCompany = query.where('campaigns.company_id', '=', scope.companyId);
  if (scope.kind === 'company') return ofCompany;
  return ofCompany.where((eb) =>
    eb.exists(
      eb
        .selectFrom('user_campaigns')
        .select('user_campaigns.user_id')
        .whereRef('user_campaigns.campaign_id', '=', 'tests.campaign_id')
        .where('user_campaigns.user_id', '=', scope.userId),
    ),
  );
}

function toModel(row: Row): TestModel {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    companyId: row.company_id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    abbreviation: row.abbreviation,
    position: row.position,
    url: row.url,
    img: row.img,
    repeatable: row.repeatable,
    legacy: row.legacy,
    hasTimer: row.has_timer,
    exitMessage: row.exit_message,
    startDate: toDayMonthYear(row.start_date),
    prerequisites: row.prerequisites,
    duration: row.duration,
    color: row.color,
    jsonData: row.json_data,
  };
}

/** The variants that say something; a blank one would hide the Italian fallback. */
function filled(text: LocalisedText): Localised {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value.trim() !== ''));
}

function validName(name: LocalisedText | undefined): Localised {
  const variants = name ? filled(name) : {};
  if (Object.keys(variants).length === 0) throw invalid('No valid Test name');
  return variants;
}

function validUrl(url: string | undefined): string {
  const valid = nonBlank(url);
  if (valid === null) throw invalid('No valid Test url');
  return valid;
}

function validStartDate(startDate: string | null): string | null {
  if (startDate === null) return null;
  const iso = fromDayMonthYear(startDate);
  if (iso === null) throw invalid('No valid start date');
  return iso;
}

/** Prerequisites are other tests of the same campaign. */
async function validPrerequisites(db: Db, campaignId: number, ids: number[], self?: number): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('tests').select('id').where('campaign_id', '=', campaignId).where('id', 'in', unique).execute();
  if (found.length !== unique.length || (self !== undefined && unique.includes(self))) {
    throw invalid('No valid prerequisites');
  }
  return unique;
}

type Fields = Omit<TestModel, 'id' | 'campaignId' | 'companyId' | 'position'>;

const NEW_TEST: Fields = {
  name: {},
  description: {},
  instructions: {},
  abbreviation: null,
  url: '',
  img: null,
  repeatable: false,
  legacy: true,
  hasTimer: false,
  exitMessage: null,
  startDate: null,
  prerequisites: [],
  duration: null,
  color: null,
  jsonData: {},
};

/** The input over `base`: a field the input leaves out keeps its value. */
function merge(base: Fields, input: TestInput): Fields {
  const given = Object.entries(input).filter(([key, value]) => key in NEW_TEST && value !== undefined);
  return { ...base, ...Object.fromEntries(given) };
}

/** The columns of a test, checked against docs/behaviour.md §5 and the campaign it belongs to. */
async function toColumns(db: Db, campaignId: number, fields: Fields, self?: number) {
  const exitMessage = fields.exitMessage && filled(fields.exitMessage);
  return {
    name: json(validName(fields.name)),
    description: json(filled(fields.description)),
    instructions: json(filled(fields.instructions)),
    abbreviation: nonBlank(fields.abbreviation),
    url: validUrl(fields.url),
    img: nonBlank(fields.img),
    repeatable: fields.repeatable,
    legacy: fields.legacy,
    has_timer: fields.hasTimer,
    exit_message: exitMessage && Object.keys(exitMessage).length > 0 ? json(exitMessage) : null,
    start_date: validStartDate(fields.startDate),
    prerequisites: json(await validPrerequisites(db, campaignId, fields.prerequisites, self)),
    duration: fields.duration,
    color: fields.color,
    json_data: json(fields.jsonData),
  };
}

async function findModel(db: Db, scope: Scope, id: number): Promise<TestModel | undefined> {
  const row = await selectTests(db, scope).where('tests.id', '=', id).executeTakeFirst();
  return row && toModel(row);
}

/** A campaign's tests as staff edit them; participants read those of their own campaigns. */
export const usertests: ResourceDefinition<TestModel, TestInput, 'usertests'> = {
  endpoint: 'usertests',
  singular: 'usertest',
  plural: 'usertests',
  ownership: 'company-data',
  schemas: { input: TestModelInput, list: TestModelListResponse, item: TestModelResponse },
  // GET /usertests also answers a participant's campaign view: tests/routes.ts owns it.
  listRoute: false,
  store: {
    async list({ db, scope }: StoreContext) {
      const rows = await selectTests(db, scope).orderBy('tests.campaign_id').orderBy('tests.position').orderBy('tests.id').execute();
      return rows.map(toModel);
    },

    find: ({ db, scope }, id) => findModel(db, scope, id),

    async create({ db, scope }, input) {
      if (input.campaignId === undefined) throw invalid('No valid campaign');
      const campaignId = input.campaignId;
      return db.transaction().execute(async (trx) => {
        let campaign = trx.selectFrom('campaigns').select('id').where('id', '=', campaignId);
        if (scope.kind !== 'all') campaign = campaign.where('company_id', '=', scope.companyId);
        if (!(await campaign.executeTakeFirst())) throw invalid('No valid campaign');
        const values = await toColumns(trx, campaignId, merge(NEW_TEST, input));
        const position =
          input.position ??
          Number(
            (
              await trx
                .selectFrom('tests')
                .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
                .where('campaign_id', '=', campaignId)
                .executeTakeFirstOrThrow()
            ).last,
          ) + 1;
        const { id } = await trx
          .insertInto('tests')
          .values({ ...values, campaign_id: campaignId, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await findModel(trx, scope, id))!;
      });
    },

    async update({ db, scope }, id, input) {
      return db.transaction().execute(async (trx) => {
        const current = await findModel(trx, scope, id);
        if (!current) return undefined;
        if (input.campaignId !== undefined && input.campaignId !== current.campaignId) {
          throw invalid('A test cannot move to another campaign');
        }
        const values = await toColumns(trx, current.campaignId, merge(current, input), id);
        await trx
          .updateTable('tests')
          .set({ ...values, position: input.position ?? current.position })
          .where('id', '=', id)
          .execute();
        return findModel(trx, scope, id);
      });
    },

    async remove({ db, scope }, ids) {
      return db.transaction().execute(async (trx) => {
        const doomed = await selectTests(trx, scope).where('tests.id', 'in', ids).execute();
        if (doomed.length === 0) return 0;
        const doomedIds = doomed.map((t) => t.id);
        await trx.deleteFrom('tests').where('id', 'in', doomedIds).execute();
        // A prerequisite that no longer exists would lock its dependants for good.
        const campaigns = [...new Set(doomed.map((t) => t.campaign_id))];
        const dependants = await trx.selectFrom('tests').select(['id', 'prerequisites']).where('campaign_id', 'in', campaigns).execute();
        for (const test of dependants) {
          const kept = test.prerequisites.filter((p) => !doomedIds.includes(p));
          if (kept.length !== test.prerequisites.length) {
            await trx
              .updateTable('tests')
              .set({ prerequisites: json(kept) })
              .where('id', '=', test.id)
              .execute();
          }
        }
        return doomed.length;
      });
    },
  },
};
