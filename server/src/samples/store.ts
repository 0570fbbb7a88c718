import { isStaff } from '../auth/roles';
import type { Kysely } from 'kysely';
import type { Sample, SampleInput, SampleRecord } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { samplesCovering, type CampaignTest } from '../activity-api/access';

/** Why a sample could not be written: the routes answer each with its HTTP error (routes.ts). */
export type SampleFailure = { kind: 'notFound' } | { kind: 'invalid'; message: string } | { kind: 'exists' };
export type SampleResult = { ok: true; sample: SampleRecord } | { ok: false; failure: SampleFailure };

const invalid = (message: string): SampleFailure => ({ kind: 'invalid', message });
const failed = (failure: SampleFailure): SampleResult => ({ ok: false, failure });

const columns = ['id', 'company_id', 'assessor_id', 'assessed_id', 'test_id', 'campaign_id'] as const;

const toRecord = (row: {
  id: number;
  company_id: number;
  assessor_id: number;
  assessed_id: number;
  test_id: number | null;
  campaign_id: number | null;
}): SampleRecord => ({
  id: row.id,
  companyId: row.company_id,
  assessorId: row.assessor_id,
  assessedId: row.assessed_id,
  testId: row.test_id,
  campaignId: row.campaign_id,
});

/** The assessed users an assessor evaluates in a test, by name (docs/behaviour.md §6). */
export async function assessedUsers(db: Kysely<Database>, assessorId: number, test: CampaignTest): Promise<Sample[]> {
  return samplesCovering(db, assessorId, test)
    .innerJoin('users', 'users.id', 'samples.assessed_id')
    .select(['users.id', 'users.first_name as firstName', 'users.last_name as lastName', 'users.email'])
    .distinct()
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
}

export async function listSamples(db: Kysely<Database>, companyId: number): Promise<SampleRecord[]> {
  const rows = await db.selectFrom('samples').where('company_id', '=', companyId).select(columns).orderBy('id').execute();
  return rows.map(toRecord);
}

export async function findSample(db: Kysely<Database>, companyId: number, id: number): Promise<SampleRecord | undefined> {
  const row = await db.selectFrom('samples').where('company_id', '=', companyId).where('id', '=', id).select(columns).executeTakeFirst();
  return row && toRecord(row);
}

/** Every reference of a sample must be of its company, and the pair must be new: what is wrong, or null. */
async function checkSample(db: Kysely<Database>, input: SampleInput, exceptId: number | null): Promise<SampleFailure | null> {
  if (input.testId === null && input.campaignId === null) return invalid('a sample needs a testId or a campaignId');
  if (input.assessorId === input.assessedId) return invalid('an assessor cannot be their own sample');
  const people = await db
    .selectFrom('users')
    .where('company_id', '=', input.companyId)
    .where('id', 'in', [input.assessorId, input.assessedId])
    .select(['id', 'role'])
    .execute();
  const assessor = people.find((p) => p.id === input.assessorId);
  if (!assessor || !isStaff(assessor)) return invalid('assessorId must be an assessor of the company');
  if (!people.some((p) => p.id === input.assessedId)) return invalid('assessedId must be a user of the company');
  if (input.campaignId !== null) {
    const campaign = await db
      .selectFrom('campaigns')
      .where('id', '=', input.campaignId)
      .where('company_id', '=', input.companyId)
      .select('id')
      .executeTakeFirst();
    if (!campaign) return invalid('campaignId must be a campaign of the company');
  }
  if (input.testId !== null) {
    const test = await db
      .selectFrom('tests')
      .innerJoin('campaigns', 'campaigns.id', 'tests.campaign_id')
      .where('tests.id', '=', input.testId)
      .where('campaigns.company_id', '=', input.companyId)
      .select(['tests.campaign_id', 'tests.kind'])
      .executeTakeFirst();
    if (!test) return invalid('testId must be a test of the company');
    if (test.kind === 'feedback360') return invalid('a 360 questionnaire has no assessor: its raters stay unnamed to staff');
    if (input.campaignId !== null && test.campaign_id !== input.campaignId) {
      return invalid('testId must be a test of campaignId');
    }
  }
  let same = db
    .selectFrom('samples')
    .where('assessor_id', '=', input.assessorId)
    .where('assessed_id', '=', input.assessedId)
    .where('test_id', input.testId === null ? 'is' : '=', input.testId)
    .where('campaign_id', input.campaignId === null ? 'is' : '=', input.campaignId);
  if (exceptId !== null) same = same.where('id', '<>', exceptId);
  return (await same.select('id').executeTakeFirst()) ? { kind: 'exists' } : null;
}

/** A concurrent twin can still get past the check; the unique index has the last word. */
async function unlessDuplicate(write: Promise<Parameters<typeof toRecord>[0]>): Promise<SampleResult> {
  try {
    return { ok: true, sample: toRecord(await write) };
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return failed({ kind: 'exists' });
    throw error;
  }
}

const toRow = (input: SampleInput) => ({
  company_id: input.companyId,
  assessor_id: input.assessorId,
  assessed_id: input.assessedId,
  test_id: input.testId,
  campaign_id: input.campaignId,
});

export async function createSample(db: Kysely<Database>, input: SampleInput): Promise<SampleResult> {
  const failure = await checkSample(db, input, null);
  if (failure) return failed(failure);
  return unlessDuplicate(db.insertInto('samples').values(toRow(input)).returning(columns).executeTakeFirstOrThrow());
}

export async function updateSample(db: Kysely<Database>, id: number, input: SampleInput): Promise<SampleResult> {
  if (!(await findSample(db, input.companyId, id))) return failed({ kind: 'notFound' });
  const failure = await checkSample(db, input, id);
  if (failure) return failed(failure);
  return unlessDuplicate(db.updateTable('samples').set(toRow(input)).where('id', '=', id).returning(columns).executeTakeFirstOrThrow());
}

export async function deleteSamples(db: Kysely<Database>, companyId: number, ids: number[]): Promise<number> {
  const deleted = await db.deleteFrom('samples').where('company_id', '=', companyId).where('id', 'in', ids).returning('id').execute();
  return deleted.length;
}
