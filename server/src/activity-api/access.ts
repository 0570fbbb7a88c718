import type { Kysely } from 'kysely';
import type { AccountRow } from '../auth/users';
import { refusalToAnswer } from '../campaigns/answering';
import { openEnrolments } from '../campaigns/enrolments';
import type { TestKind } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { ApiError, campaignNotFound, forbidden } from '../http/api-error';

import { isStaff } from '../auth/roles';

export const testNotFound = () => new ApiError(404, 'TEST_NOT_FOUND', 'test not found in this campaign');

export interface RunParams {
  testId: number;
  campaignId: number;
  userId: number;
}

export interface CampaignTest {
  id: number;
  campaignId: number;
  companyId: number;
  repeatable: boolean;
  kind: TestKind;
}

function selectCampaignTest(db: Kysely<Database>, testId: number) {
  return db
    .selectFrom('tests')
    .innerJoin('campaigns', 'campaigns.id', 'tests.campaign_id')
    .where('tests.id', '=', testId)
    .select(['tests.id', 'tests.campaign_id as campaignId', 'campaigns.company_id as companyId', 'tests.repeatable', 'tests.kind']);
}

export function findCampaignTest(db: Kysely<Database>, testId: number, campaignId: number): Promise<CampaignTest | undefined> {
  return selectCampaignTest(db, testId).where('tests.campaign_id', '=', campaignId).executeTakeFirst();
}

export function findCompanyTest(db: Kysely<Database>, testId: number, companyId: number): Promise<CampaignTest | undefined> {
  return selectCampaignTest(db, testId).where('campaigns.company_id', '=', companyId).executeTakeFirst();
}

/** Which of the given tests are the campaign's: a version the browser holds of another campaign's test is none of its business. */
export async function campaignTestIds(db: Kysely<Database>, campaignId: number, testIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('tests')
    .where('campaign_id', '=', campaignId)
    .where('id', 'in', testIds.length > 0 ? testIds : [0])
    .select('id')
    .execute();
  return rows.map((t) => t.id);
}

/** The signed-in user's own run: themself, enrolled in the campaign, and a test of it. */
export async function ownRun(db: Kysely<Database>, account: AccountRow, params: RunParams): Promise<CampaignTest> {
  if (params.userId !== account.id) throw forbidden('you can only change your own progress');
  return enrolledTest(db, account, params.testId, params.campaignId);
}

/**
 * A test of a campaign the user is enrolled in, in one round trip: every save of the queue
 * comes through here, and on the embedded database each statement waits its turn behind
 * every other request's. No row: not enrolled (or the campaign or their part of it closed),
 * told apart only then, off the path of every save (campaigns/answering.ts); a row without a
 * test: the test is not one of that campaign.
 */
export async function enrolledTest(db: Kysely<Database>, account: AccountRow, testId: number, campaignId: number): Promise<CampaignTest> {
  const row = await openEnrolments(db, account.id)
    .where('c.id', '=', campaignId)
    .leftJoin('tests as t', (join) => join.onRef('t.campaign_id', '=', 'c.id').on('t.id', '=', testId))
    .select(['t.id', 't.repeatable', 't.kind', 'c.company_id as companyId'])
    .executeTakeFirst();
  if (!row) throw await refusalToAnswer(db, account.id, campaignId);
  if (row.id === null || row.repeatable === null || row.kind === null) throw testNotFound();
  return { id: row.id, campaignId, companyId: row.companyId, repeatable: row.repeatable, kind: row.kind };
}

/**
 * Staff never assess a 360: its runs tell when a named rater submitted, which together with
 * the report's steps would point at what they said (docs/areas/feedback-360.md, "Anonymity").
 */
export const assessable = (test: Pick<CampaignTest, 'kind'>) => test.kind !== 'feedback360';

/** A test of a campaign of the staff user's own company, where they work as assessor. */
export async function staffTest(db: Kysely<Database>, account: AccountRow, testId: number, campaignId: number): Promise<CampaignTest> {
  if (!isStaff(account)) throw forbidden('only assessors can do this');
  const campaign = await db
    .selectFrom('campaigns')
    .where('id', '=', campaignId)
    .where('company_id', '=', account.company_id)
    .select('id')
    .executeTakeFirst();
  if (!campaign) throw campaignNotFound();
  const test = await findCampaignTest(db, testId, campaignId);
  if (!test || !assessable(test)) throw testNotFound();
  return test;
}

/** The samples of an assessor that cover a test: those of that test and those of its whole campaign. */
export function samplesCovering(db: Kysely<Database>, assessorId: number, test: Pick<CampaignTest, 'id' | 'campaignId' | 'companyId'>) {
  return db
    .selectFrom('samples')
    .where('samples.assessor_id', '=', assessorId)
    .where('samples.company_id', '=', test.companyId)
    .where((eb) => eb.or([eb('samples.test_id', '=', test.id), eb('samples.campaign_id', '=', test.campaignId)]));
}

/** A staff user's run of an assessed user of their samples (docs/behaviour.md §6). */
export async function assessedRun(db: Kysely<Database>, account: AccountRow, params: RunParams): Promise<CampaignTest> {
  const test = await staffTest(db, account, params.testId, params.campaignId);
  const sample = await samplesCovering(db, account.id, test).where('samples.assessed_id', '=', params.userId).select('samples.id').executeTakeFirst();
  if (!sample) throw forbidden('this user is not among your samples for this test');
  return test;
}

/** Who may read a run: the user themself, or an assessor of theirs. */
export function readableRun(db: Kysely<Database>, account: AccountRow, params: RunParams): Promise<CampaignTest> {
  return params.userId === account.id ? enrolledTest(db, account, params.testId, params.campaignId) : assessedRun(db, account, params);
}
