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
import { answeredTests } from '../../admin/campaigns/answers';
import { conflict, failed, invalid, nonBlank, notFound, written } from '../errors';
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
  // A participant reads the tests of the campaigns they know: never a DRAFT HR is preparing.
  return ofCompany
    .where('campaigns.state', '<>', 'DRAFT')
    .where((eb) =>
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

/** The variants of a name, or null when none says anything. */
function validName(name: LocalisedText | undefined): Localised | null {
  const variants = name ? filled(name) : {};
  return Object.keys(variants).length === 0 ? null : variants;
}

/** Prerequisites are other tests of the same campaign: the unique ids, or null when one is not. */
async function validPrerequisites(db: Db, campaignId: number, ids: number[], self?: number): Promise<number[] | null> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('tests').select('id').where('campaign_id', '=', campaignId).where('id', 'in', unique).execute();
  return found.length !== unique.length || (self !== undefined && unique.includes(self)) ? null : unique;
}

const noValidCampaign = invalid('No valid campaign');

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

/**
 * The columns of a test, checked against docs/behaviour.md §5 and the campaign it belongs to,
 * or the first rule they break, in the order the fields are listed.
 */
async function toColumns(db: Db, campaignId: number, fields: Fields, self?: number) {
  const name = validName(fields.name);
  if (name === null) return failed(invalid('No valid Test name'));
  const url = nonBlank(fields.url);
  if (url === null) return failed(invalid('No valid Test url'));
  const startDate = fields.startDate === null ? null : fromDayMonthYear(fields.startDate);
  if (fields.startDate !== null && startDate === null) return failed(invalid('No valid start date'));
  const prerequisites = await validPrerequisites(db, campaignId, fields.prerequisites, self);
  if (prerequisites === null) return failed(invalid('No valid prerequisites'));
  const exitMessage = fields.exitMessage && filled(fields.exitMessage);
  return {
    ok: true as const,
    columns: {
      name: json(name),
      description: json(filled(fields.description)),
      instructions: json(filled(fields.instructions)),
      abbreviation: nonBlank(fields.abbreviation),
      url,
      img: nonBlank(fields.img),
      repeatable: fields.repeatable,
      legacy: fields.legacy,
      has_timer: fields.hasTimer,
      exit_message: exitMessage && Object.keys(exitMessage).length > 0 ? json(exitMessage) : null,
      start_date: startDate,
      prerequisites: json(prerequisites),
      duration: fields.duration,
      color: fields.color,
      json_data: json(fields.jsonData),
    },
  };
}

async function findModel(db: Db, scope: Scope, id: number): Promise<TestModel | undefined> {
  const row = await selectTests(db, scope).where('tests.id', '=', id).executeTakeFirst();
  return row && toModel(row);
}

/** A campaign's tests as staff edit them; participants read those of their own campaigns. */
const testHasAnswers = (ids: number[]) =>
  conflict('TEST_HAS_ANSWERS', `people have already answered test ${ids.join(', ')}: deleting it would lose their answers`);

export const usertests: ResourceDefinition<TestModel, TestInput, 'usertests'> = {
  endpoint: 'usertests',
  singular: 'usertest',
  plural: 'usertests',
  ownership: 'company-data',
  schemas: { input: TestModelInput, list: TestModelListResponse, item: TestModelResponse },
  store: {
    async list({ db, scope }: StoreContext) {
      const rows = await selectTests(db, scope).orderBy('tests.campaign_id').orderBy('tests.position').orderBy('tests.id').execute();
      return rows.map(toModel);
    },

    find: ({ db, scope }, id) => findModel(db, scope, id),

    async create({ db, scope }, input) {
      if (input.campaignId === undefined) return failed(noValidCampaign);
      const campaignId = input.campaignId;
      // A refusal returns before the first write, so committing it leaves nothing behind.
      return db.transaction().execute(async (trx) => {
        let campaign = trx.selectFrom('campaigns').select('id').where('id', '=', campaignId);
        if (scope.kind !== 'all') campaign = campaign.where('company_id', '=', scope.companyId);
        if (!(await campaign.executeTakeFirst())) return failed(noValidCampaign);
        const checked = await toColumns(trx, campaignId, merge(NEW_TEST, input));
        if (!checked.ok) return checked;
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
          .values({ ...checked.columns, campaign_id: campaignId, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        return written((await findModel(trx, scope, id))!);
      });
    },

    async update({ db, scope }, id, input) {
      return db.transaction().execute(async (trx) => {
        const current = await findModel(trx, scope, id);
        if (!current) return failed(notFound);
        if (input.campaignId !== undefined && input.campaignId !== current.campaignId) {
          return failed(invalid('A test cannot move to another campaign'));
        }
        const checked = await toColumns(trx, current.campaignId, merge(current, input), id);
        if (!checked.ok) return checked;
        await trx
          .updateTable('tests')
          .set({ ...checked.columns, position: input.position ?? current.position })
          .where('id', '=', id)
          .execute();
        return written((await findModel(trx, scope, id))!);
      });
    },

    async remove({ db, scope }, ids) {
      return db.transaction().execute(async (trx) => {
        const doomed = await selectTests(trx, scope).where('tests.id', 'in', ids).execute();
        if (doomed.length === 0) return { ok: true, deleted: 0 };
        const doomedIds = doomed.map((t) => t.id);
        // docs/areas/admin.md, "Tests": a test people have answered keeps their answers, in the
        // generic list as in the campaign's tests; a selection holding one deletes nothing.
        for (const campaignId of new Set(doomed.map((t) => t.campaign_id))) {
          const answered = await answeredTests(trx, campaignId, doomedIds);
          if (answered.size > 0) return failed(testHasAnswers([...answered]));
        }
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
        return { ok: true, deleted: doomed.length };
      });
    },
  },
};
