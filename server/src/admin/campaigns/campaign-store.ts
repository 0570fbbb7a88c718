import type {
  AdminCampaignCreateRequest,
  AdminCampaignResponse,
  AdminCampaignSummary,
  AdminCampaignUpdateRequest,
  AdminReminders,
  AdminRetention,
} from '@skillup/shared/api/contract';
import { DEFAULT_REMINDERS, DEFAULT_RETENTION } from '@skillup/shared/api/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CampaignRow, Database } from '../../db/schema';
import { sanitizeHtml } from '../../security/sanitize';
import { isoOrNull } from '../iso';
import { answeredTests } from './answers';
import { toAdminCampaign, toAdminTest, toAdminText } from './dto';
import { readReportSettings, writeReportSettings } from './report-settings';
import { checkDates, checkLanguages, checkLogo, checkRetention, parseInstant, sanitisedText } from './rules';

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown) => JSON.stringify(value);

/** People counted in a campaign: enrolled and not removed by HR. */
const participantsOf = (db: Db) => db.selectFrom('user_campaigns as uc').innerJoin('users as u', 'u.id', 'uc.user_id').where('u.active', '=', true);

/**
 * Every campaign of a company (all of them for operations) with its participants, tests and
 * completed tests, in one query: each figure is counted for all the campaigns at once, grouped
 * by campaign, so a campaign of 10,000 participants costs one pass over its rows, not a
 * lookup per participant.
 */
const listQuery = (db: Db, companyId: number | undefined) =>
  db
    .with('enrolled', (qb) =>
      qb
        .selectFrom('user_campaigns as uc')
        .innerJoin('users as u', 'u.id', 'uc.user_id')
        .innerJoin('campaigns as ec', 'ec.id', 'uc.campaign_id')
        .where('u.active', '=', true)
        .$if(companyId !== undefined, (query) => query.where('ec.company_id', '=', companyId!))
        .select(['uc.campaign_id', 'uc.user_id']),
    )
    .with('participants', (qb) =>
      qb
        .selectFrom('enrolled')
        .groupBy('campaign_id')
        .select((eb) => ['campaign_id', eb.fn.countAll<string>().as('n')]),
    )
    .with('completed', (qb) =>
      qb
        .selectFrom('user_tests as ut')
        .innerJoin('tests as t', 't.id', 'ut.test_id')
        .innerJoin('user_campaigns as uc', (join) => join.onRef('uc.user_id', '=', 'ut.user_id').onRef('uc.campaign_id', '=', 't.campaign_id'))
        .innerJoin('users as u', 'u.id', 'ut.user_id')
        .innerJoin('campaigns as dc', 'dc.id', 't.campaign_id')
        .where('ut.status', '=', 'complete')
        .where('u.active', '=', true)
        .$if(companyId !== undefined, (query) => query.where('dc.company_id', '=', companyId!))
        .groupBy('t.campaign_id')
        .select((eb) => ['t.campaign_id', eb.fn.countAll<string>().as('n')]),
    )
    .with('test_counts', (qb) =>
      qb
        .selectFrom('tests')
        .groupBy('campaign_id')
        .select((eb) => ['campaign_id', eb.fn.countAll<string>().as('n')]),
    )
    .selectFrom('campaigns as c')
    .leftJoin('participants as p', 'p.campaign_id', 'c.id')
    .leftJoin('completed as d', 'd.campaign_id', 'c.id')
    .leftJoin('test_counts as tc', 'tc.campaign_id', 'c.id')
    .$if(companyId !== undefined, (query) => query.where('c.company_id', '=', companyId!))
    .select(['c.id', 'c.company_id', 'c.languages', 'c.theme', 'c.state', 'c.reports_released_at', 'c.date_start', 'c.date_end'])
    .select(['p.n as participants', 'tc.n as tests', 'd.n as completed'])
    .orderBy('c.id', 'desc');

/** The list of docs/areas/admin.md, "The list": completion is completed tests over participants × tests. */
export async function listCampaigns(db: Db, companyId: number | undefined): Promise<AdminCampaignSummary[]> {
  const rows = await listQuery(db, companyId).execute();
  return rows.map((row) => {
    const participants = Number(row.participants ?? 0);
    const tests = Number(row.tests ?? 0);
    const completed = Number(row.completed ?? 0);
    return {
      id: row.id,
      companyId: row.company_id,
      names: toAdminText(Object.fromEntries(row.languages.map((language) => [language.lang, language.name]))),
      theme: row.theme,
      state: row.state,
      reportsReleased: row.reports_released_at !== null,
      reportsReleasedAt: isoOrNull(row.reports_released_at),
      dateStart: isoOrNull(row.date_start),
      dateEnd: isoOrNull(row.date_end),
      participants,
      tests,
      completion: participants === 0 || tests === 0 ? 0 : Math.floor((completed * 100) / (participants * tests)),
    };
  });
}

/** The campaign as HR edits it, with its tests in the order participants see them. */
export async function readCampaign(db: Db, row: CampaignRow): Promise<AdminCampaignResponse> {
  const [report, counted, tests, answered] = await Promise.all([
    readReportSettings(db, row.id),
    participantsOf(db)
      .where('uc.campaign_id', '=', row.id)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('tests').selectAll().where('campaign_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    answeredTests(db, row.id),
  ]);
  return {
    campaign: toAdminCampaign(row, report, Number(counted.n)),
    tests: tests.map((test) => toAdminTest(test, answered.has(test.id))),
  };
}

export async function createCampaign(db: Kysely<Database>, companyId: number, input: AdminCampaignCreateRequest): Promise<number> {
  const languages = checkLanguages(input.languages);
  const dateStart = parseInstant(input.dateStart, 'dateStart');
  const dateEnd = parseInstant(input.dateEnd, 'dateEnd');
  checkDates(dateStart, dateEnd);
  const logo = checkLogo(input.logo ?? null);
  const retention = checkRetention(DEFAULT_RETENTION, input.retention);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('campaigns')
      .values({
        company_id: companyId,
        theme: input.theme,
        state: 'DRAFT',
        languages: json(languages),
        privacy_agreement: input.privacyAgreement ? sanitizeHtml(input.privacyAgreement) : null,
        on_complete_text: nullableJson(input.onCompleteText ? sanitisedText(input.onCompleteText) : null),
        no_report_text: nullableJson(input.noReportText ? sanitisedText(input.noReportText) : null),
        date_start: dateStart,
        date_end: dateEnd,
        is360: input.is360 ?? false,
        self_evaluation: input.selfEvaluation ?? false,
        logo,
        data: json({}),
        anonymise_after_days: retention.anonymiseAfterDays,
        delete_after_days: retention.deleteAfterDays,
        reminder_days: reminderDays(input.reminders ?? DEFAULT_REMINDERS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeReportSettings(trx, id, input.report ?? {});
    return id;
  });
}

function retentionColumns(row: CampaignRow, change: Partial<AdminRetention>) {
  const retention = checkRetention({ anonymiseAfterDays: row.anonymise_after_days, deleteAfterDays: row.delete_after_days }, change);
  return { anonymise_after_days: retention.anonymiseAfterDays, delete_after_days: retention.deleteAfterDays };
}

/** Stored from the earliest reminder to the last day, as the console lists them. */
const reminderDays = (reminders: AdminReminders) => [...reminders.daysBefore].sort((a, b) => b - a);

const nullableJson = (value: unknown) => (value === null ? null : json(value));

/** Applies a change: what the input leaves out keeps its value; the dates are checked together. */
export async function updateCampaign(db: Kysely<Database>, row: CampaignRow, input: AdminCampaignUpdateRequest): Promise<void> {
  const dateStart = input.dateStart === undefined ? row.date_start : parseInstant(input.dateStart, 'dateStart');
  const dateEnd = input.dateEnd === undefined ? row.date_end : parseInstant(input.dateEnd, 'dateEnd');
  if (dateStart && dateEnd && (input.dateStart !== undefined || input.dateEnd !== undefined)) checkDates(dateStart, dateEnd);
  const columns = {
    ...(input.languages !== undefined && { languages: json(checkLanguages(input.languages)) }),
    ...(input.theme !== undefined && { theme: input.theme }),
    ...(input.dateStart !== undefined && { date_start: dateStart }),
    ...(input.dateEnd !== undefined && { date_end: dateEnd }),
    ...(input.privacyAgreement !== undefined && {
      privacy_agreement: input.privacyAgreement === null || input.privacyAgreement.trim() === '' ? null : sanitizeHtml(input.privacyAgreement),
    }),
    ...(input.onCompleteText !== undefined && { on_complete_text: nullableJson(sanitisedText(input.onCompleteText)) }),
    ...(input.noReportText !== undefined && { no_report_text: nullableJson(sanitisedText(input.noReportText)) }),
    ...(input.logo !== undefined && { logo: checkLogo(input.logo) }),
    ...(input.is360 !== undefined && { is360: input.is360 }),
    ...(input.selfEvaluation !== undefined && { self_evaluation: input.selfEvaluation }),
    ...(input.retention !== undefined && retentionColumns(row, input.retention)),
    ...(input.reminders !== undefined && { reminder_days: reminderDays(input.reminders) }),
  };
  await db.transaction().execute(async (trx) => {
    if (Object.keys(columns).length > 0) await trx.updateTable('campaigns').set(columns).where('id', '=', row.id).execute();
    if (input.report !== undefined) await writeReportSettings(trx, row.id, input.report);
  });
}
