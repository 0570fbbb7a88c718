import type { AdminTest, AdminTestCreateRequest, AdminTestUpdateRequest } from '@skillup/shared/api/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TestRow } from '../../db/schema';
import { answeredTests } from './answers';
import { activityOf, catalogueEntry } from './catalogue';
import { toAdminTest } from './dto';
import {
  activityHasAnswers,
  duplicate360,
  noTestName,
  orderMismatch,
  prerequisiteCycle,
  testHasAnswers,
  testNotInCampaign,
  unknownActivity,
  unknownPrerequisite,
} from './errors';
import { checkDay, filledText, hasPrerequisiteCycle } from './rules';

type Trx = Transaction<Database>;
const json = (value: unknown) => JSON.stringify(value);

const campaignTests = (trx: Trx, campaignId: number) =>
  trx.selectFrom('tests').selectAll().where('campaign_id', '=', campaignId).orderBy('position').orderBy('id').execute();

/** Positions 1…n in the given order, so that the order participants see has no gaps nor ties. */
async function renumber(trx: Trx, ordered: readonly { id: number; position: number }[]): Promise<void> {
  for (const [index, test] of ordered.entries()) {
    if (test.position !== index + 1)
      await trx
        .updateTable('tests')
        .set({ position: index + 1 })
        .where('id', '=', test.id)
        .execute();
  }
}

/** `moved` placed at the 1-based `position` among the others, clamped to the ends. */
function placed<T extends { id: number }>(others: T[], moved: T, position: number | undefined): T[] {
  const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

function activityUrl(activity: string, tests: TestRow[], self?: number) {
  const entry = catalogueEntry(activity);
  if (!entry) throw unknownActivity(activity);
  if (entry.kind === 'feedback360' && tests.some((test) => test.id !== self && test.kind === 'feedback360')) throw duplicate360();
  return entry;
}

/** Prerequisites are other tests of the campaign, none waiting, through others, for itself. */
function checkPrerequisites(tests: TestRow[], self: number | undefined, ids: number[]): number[] {
  const unique = [...new Set(ids)];
  if (self !== undefined && unique.includes(self)) throw prerequisiteCycle();
  const known = new Set(tests.map((test) => test.id));
  if (unique.some((id) => !known.has(id))) throw unknownPrerequisite();
  if (self !== undefined) {
    const graph = new Map(tests.map((test) => [test.id, test.id === self ? unique : test.prerequisites]));
    if (hasPrerequisiteCycle(graph)) throw prerequisiteCycle();
  }
  return unique;
}

function checkName(name: AdminTestCreateRequest['name']) {
  const filled = filledText(name);
  if (Object.keys(filled).length === 0) throw noTestName();
  return filled;
}

/**
 * What the task list reads before the columns (shared/src/tasks/appearance.ts): the cover,
 * colour and duration in jsonData win over the test's own, so they are kept in step.
 */
function appearance(
  current: Record<string, unknown>,
  cover: string | null | undefined,
  color: string | null | undefined,
  duration: number | null | undefined,
) {
  const data = { ...current };
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === undefined) return;
    if (value === null) delete data[key];
    else data[key] = value;
  };
  set('image', cover);
  set('color', color);
  set('duration', duration);
  return data;
}

async function oneTest(trx: Trx, campaignId: number, testId: number): Promise<AdminTest> {
  const row = await trx.selectFrom('tests').selectAll().where('id', '=', testId).where('campaign_id', '=', campaignId).executeTakeFirstOrThrow();
  const answered = await answeredTests(trx, campaignId, [testId]);
  return toAdminTest(row, answered.has(testId));
}

export async function listTests(db: Kysely<Database> | Trx, campaignId: number): Promise<AdminTest[]> {
  const [rows, answered] = await Promise.all([
    db.selectFrom('tests').selectAll().where('campaign_id', '=', campaignId).orderBy('position').orderBy('id').execute(),
    answeredTests(db, campaignId),
  ]);
  return rows.map((row) => toAdminTest(row, answered.has(row.id)));
}

/** Adds a test where asked (else last); the campaign's row is locked by the caller's transaction. */
export async function createTest(trx: Trx, campaignId: number, input: AdminTestCreateRequest): Promise<AdminTest> {
  const tests = await campaignTests(trx, campaignId);
  const entry = activityUrl(input.activity, tests);
  const name = checkName(input.name);
  const prerequisites = checkPrerequisites(tests, undefined, input.prerequisites ?? []);
  const exitMessage = input.exitMessage ? filledText(input.exitMessage) : null;
  const { id } = await trx
    .insertInto('tests')
    .values({
      campaign_id: campaignId,
      name: json(name),
      description: json(filledText(input.description ?? {})),
      instructions: json(filledText(input.instructions ?? {})),
      abbreviation: input.abbreviation,
      position: tests.length + 1,
      url: entry.url,
      kind: entry.kind,
      img: null,
      repeatable: input.repeatable ?? false,
      legacy: true,
      has_timer: input.hasTimer ?? false,
      exit_message: exitMessage && Object.keys(exitMessage).length > 0 ? json(exitMessage) : null,
      start_date: input.startDate ? checkDay(input.startDate, 'startDate') : null,
      prerequisites: json(prerequisites),
      duration: input.duration ?? null,
      color: input.color ?? null,
      json_data: json(appearance({}, entry.cover, input.color, input.duration)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await renumber(trx, placed<{ id: number; position: number }>(tests, { id, position: tests.length + 1 }, input.position));
  return oneTest(trx, campaignId, id);
}

export async function updateTest(trx: Trx, campaignId: number, testId: number, input: AdminTestUpdateRequest): Promise<AdminTest> {
  const tests = await campaignTests(trx, campaignId);
  const current = tests.find((test) => test.id === testId);
  if (!current) throw testNotInCampaign();
  let opens = { url: current.url, kind: current.kind };
  let cover: string | null | undefined;
  if (input.activity !== undefined && input.activity !== activityOf(current)) {
    const entry = activityUrl(input.activity, tests, testId);
    if ((await answeredTests(trx, campaignId, [testId])).has(testId)) throw activityHasAnswers();
    opens = { url: entry.url, kind: entry.kind };
    cover = entry.cover;
  }
  const exitMessage = input.exitMessage === undefined ? undefined : input.exitMessage === null ? null : filledText(input.exitMessage);
  await trx
    .updateTable('tests')
    .set({
      ...opens,
      json_data: json(appearance(current.json_data, cover, input.color, input.duration)),
      ...(input.name !== undefined && { name: json(checkName(input.name)) }),
      ...(input.description !== undefined && { description: json(filledText(input.description)) }),
      ...(input.instructions !== undefined && { instructions: json(filledText(input.instructions)) }),
      ...(input.abbreviation !== undefined && { abbreviation: input.abbreviation }),
      ...(input.color !== undefined && { color: input.color }),
      ...(input.duration !== undefined && { duration: input.duration }),
      ...(input.prerequisites !== undefined && { prerequisites: json(checkPrerequisites(tests, testId, input.prerequisites)) }),
      ...(input.repeatable !== undefined && { repeatable: input.repeatable }),
      ...(input.hasTimer !== undefined && { has_timer: input.hasTimer }),
      ...(exitMessage !== undefined && { exit_message: exitMessage && Object.keys(exitMessage).length > 0 ? json(exitMessage) : null }),
      ...(input.startDate !== undefined && { start_date: input.startDate === null ? null : checkDay(input.startDate, 'startDate') }),
    })
    .where('id', '=', testId)
    .execute();
  if (input.position !== undefined) {
    await renumber(
      trx,
      placed(
        tests.filter((test) => test.id !== testId),
        current,
        input.position,
      ),
    );
  }
  return oneTest(trx, campaignId, testId);
}

/** Removes a test nobody answered; the tests that waited for it no longer do. */
export async function removeTest(trx: Trx, campaignId: number, testId: number): Promise<void> {
  const tests = await campaignTests(trx, campaignId);
  if (!tests.some((test) => test.id === testId)) throw testNotInCampaign();
  if ((await answeredTests(trx, campaignId, [testId])).has(testId)) throw testHasAnswers();
  await trx.deleteFrom('tests').where('id', '=', testId).execute();
  const kept = tests.filter((test) => test.id !== testId);
  for (const test of kept) {
    if (test.prerequisites.includes(testId)) {
      await trx
        .updateTable('tests')
        .set({ prerequisites: json(test.prerequisites.filter((id) => id !== testId)) })
        .where('id', '=', test.id)
        .execute();
    }
  }
  await renumber(trx, kept);
}

/** The campaign's tests in the order given, which must name each of them once. */
export async function reorderTests(trx: Trx, campaignId: number, testIds: number[]): Promise<void> {
  const tests = await campaignTests(trx, campaignId);
  const byId = new Map(tests.map((test) => [test.id, test]));
  if (testIds.length !== tests.length || new Set(testIds).size !== testIds.length || testIds.some((id) => !byId.has(id))) throw orderMismatch();
  await renumber(
    trx,
    testIds.map((id) => byId.get(id)!),
  );
}
