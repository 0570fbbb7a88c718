import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminQuestion, AdminQuestionnaire, AdminQuestionnaireLock, AdminReportSkill } from '@skillup/shared/api/contract';
import type { CampaignRow, Database } from '../../db/schema';
import { feedback360TestOf } from '../../feedback360/test-360';
import { not360 } from './errors';
import type { PlannedQuestionnaire } from './rules';

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown) => JSON.stringify(value);

/** Refuses a campaign without its 360 test: nobody would ever be asked the questions. */
export async function require360(db: Db, campaignId: number): Promise<void> {
  if ((await feedback360TestOf(db, campaignId)) === undefined) throw not360();
}

/** The skills of the campaign's report model, in the report's order, each with its area's name. */
export async function reportSkills(db: Db, campaignId: number): Promise<AdminReportSkill[]> {
  const rows = await db
    .selectFrom('report_skills as s')
    .innerJoin('report_areas as a', 'a.id', 's.area_id')
    .where('a.campaign_id', '=', campaignId)
    .select(['s.id', 's.name', 'a.name as area'])
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ id: row.id, area: row.area, name: row.name }));
}

/** Why the questionnaire cannot change now: answers first, as they stay whatever happens to the campaign. */
export async function lockOf(db: Db, campaign: Pick<CampaignRow, 'id' | 'state'>): Promise<AdminQuestionnaireLock | null> {
  const answered = await db
    .selectFrom('feedback360_answers')
    .where('campaign_id', '=', campaign.id)
    .select('campaign_id')
    .limit(1)
    .executeTakeFirst();
  if (answered) return 'HAS_ANSWERS';
  return campaign.state === 'CLOSED' ? 'CAMPAIGN_CLOSED' : null;
}

/**
 * Holds every evaluation of the campaign until the transaction ends. A rater's save moves its
 * evaluation's row before it writes an answer (server/src/feedback360/answers-store.ts), so a
 * save under way is waited for and seen by the check that follows, and one that starts later
 * waits until the questionnaire is replaced.
 */
export async function holdEvaluations(trx: Transaction<Database>, campaignId: number): Promise<void> {
  await sql`select count(*) from (select 1 from feedback360_relations where campaign_id = ${campaignId} for share) held`.execute(trx);
}

/** The stored questionnaire, in the order raters read it; null when the campaign has neither questions nor scale. */
export async function readQuestionnaire(db: Db, campaignId: number): Promise<AdminQuestionnaire | null> {
  const [scale, questions] = await Promise.all([
    db.selectFrom('feedback360_scale').where('campaign_id', '=', campaignId).select(['value', 'label']).orderBy('value').execute(),
    db.selectFrom('feedback360_questions').where('campaign_id', '=', campaignId).selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  if (scale.length === 0 && questions.length === 0) return null;
  const ids = questions.map((q) => q.id);
  const [columns, answers, skills] = ids.length
    ? await Promise.all([
        db.selectFrom('feedback360_linked_columns').where('question_id', 'in', ids).selectAll().orderBy('position').orderBy('key').execute(),
        db.selectFrom('feedback360_linked_answers').where('question_id', 'in', ids).selectAll().orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('report_skill_questions as sq')
          .innerJoin('report_skills as s', 's.id', 'sq.skill_id')
          .innerJoin('report_areas as a', 'a.id', 's.area_id')
          .where('a.campaign_id', '=', campaignId)
          .where('sq.question_id', 'in', ids)
          .select(['sq.question_id', 'sq.skill_id'])
          .orderBy('sq.skill_id')
          .execute(),
      ])
    : [[], [], []];
  const toQuestion = (q: (typeof questions)[number]): AdminQuestion => {
    if (q.kind === 'closed') return { kind: 'closed', text: q.text, skillId: skills.find((s) => s.question_id === q.id)?.skill_id ?? null };
    if (q.kind === 'open') return { kind: 'open', text: q.text, maxLength: q.max_length ?? 0 };
    return {
      kind: 'linked',
      text: q.text,
      minAnswers: q.min_answers ?? 0,
      maxAnswers: q.max_answers ?? 0,
      columns: columns.filter((c) => c.question_id === q.id).map((c) => ({ label: c.label })),
      answers: answers.filter((a) => a.question_id === q.id).map((a) => ({ label: a.label })),
    };
  };
  return { scale: scale.map((step) => ({ value: step.value, label: step.label })), questions: questions.map(toQuestion) };
}

/**
 * Replaces the campaign's scale and questions. Deleting the questions takes their columns,
 * answers and skill links with them (the foreign keys cascade); positions follow the order
 * given, and a linked question's columns get the keys 1…n raters place answers with.
 */
export async function replaceQuestionnaire(trx: Transaction<Database>, campaignId: number, planned: PlannedQuestionnaire): Promise<void> {
  await trx.deleteFrom('feedback360_questions').where('campaign_id', '=', campaignId).execute();
  await trx.deleteFrom('feedback360_scale').where('campaign_id', '=', campaignId).execute();
  await trx
    .insertInto('feedback360_scale')
    .values(planned.scale.map((step) => ({ campaign_id: campaignId, value: step.value, label: json(step.label) })))
    .execute();
  await trx
    .insertInto('feedback360_questions')
    .values(
      planned.questions.map((q, i) => ({
        campaign_id: campaignId,
        kind: q.kind,
        position: i + 1,
        text: json(q.text),
        min_answers: q.minAnswers,
        max_answers: q.maxAnswers,
        max_length: q.maxLength,
      })),
    )
    .execute();
  // Read back by position, which is unique within the campaign: the order rows come back from
  // a multi-row insert is not something SQL promises.
  const stored = await trx.selectFrom('feedback360_questions').where('campaign_id', '=', campaignId).select(['id', 'position']).execute();
  const idAt = new Map(stored.map((row) => [row.position, row.id]));
  const withIds = planned.questions.map((q, i) => ({ ...q, id: idAt.get(i + 1)! }));

  const columns = withIds.flatMap((q) => q.columns.map((label, i) => ({ question_id: q.id, key: i + 1, label: json(label), position: i + 1 })));
  const answers = withIds.flatMap((q) => q.answers.map((label, i) => ({ question_id: q.id, label: json(label), position: i + 1 })));
  const skills = withIds.flatMap((q) => (q.skillId === null ? [] : [{ skill_id: q.skillId, question_id: q.id }]));
  if (columns.length > 0) await trx.insertInto('feedback360_linked_columns').values(columns).execute();
  if (answers.length > 0) await trx.insertInto('feedback360_linked_answers').values(answers).execute();
  if (skills.length > 0) await trx.insertInto('report_skill_questions').values(skills).execute();
}
