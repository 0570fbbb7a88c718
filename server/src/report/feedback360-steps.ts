import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { Feedback360Rules } from './feedback360-rules';
import { changedEvaluations, mayStep, type StepEvaluation } from './feedback360-steps-rule';

interface StepKey {
  campaignId: number;
  participantId: number;
}

interface Snapshot {
  evaluations: StepEvaluation[];
  answers: { evaluator_id: number; question_id: number; value: number | null; text_value: string | null }[];
}

const submittedRelations = (trx: Transaction<Database>, key: StepKey) =>
  trx
    .selectFrom('feedback360_relations')
    .where('campaign_id', '=', key.campaignId)
    .where('evaluated_id', '=', key.participantId)
    .where('status', '=', 'y');

const asEvaluations = (rows: { evaluator_id: number; relation_type: number; answers_version: number }[]): StepEvaluation[] =>
  rows.map((r) => ({ rater: r.evaluator_id, relationType: r.relation_type, version: r.answers_version }));

async function submitted(trx: Transaction<Database>, key: StepKey): Promise<StepEvaluation[]> {
  return asEvaluations(await submittedRelations(trx, key).select(['evaluator_id', 'relation_type', 'answers_version']).execute());
}

/** The submitted evaluations and their answers, read in one statement so that they agree. */
async function snapshot(trx: Transaction<Database>, key: StepKey): Promise<Snapshot> {
  const relations = submittedRelations(trx, key);
  const row = await trx
    .selectNoFrom((eb) => [
      jsonArrayFrom(relations.select(['evaluator_id', 'relation_type', 'answers_version'])).as('raters'),
      jsonArrayFrom(
        eb
          .selectFrom('feedback360_answers')
          .where('campaign_id', '=', key.campaignId)
          .where('evaluated_id', '=', key.participantId)
          .where('evaluator_id', 'in', relations.select('evaluator_id'))
          // A linked question's placements have no value of their own in the report.
          .where('answer_id', 'is', null)
          .select(['evaluator_id', 'question_id', 'value', 'text_value']),
      ).as('answers'),
    ])
    .executeTakeFirstOrThrow();
  return { evaluations: asEvaluations(row.raters), answers: row.answers };
}

async function publish(trx: Transaction<Database>, key: StepKey, { evaluations, answers }: Snapshot): Promise<void> {
  const ids = { campaign_id: key.campaignId, evaluated_id: key.participantId };
  await trx
    .deleteFrom('feedback360_published_raters')
    .where('campaign_id', '=', key.campaignId)
    .where('evaluated_id', '=', key.participantId)
    .execute();
  if (evaluations.length === 0) return;
  await trx
    .insertInto('feedback360_published_raters')
    .values(evaluations.map((e) => ({ ...ids, evaluator_id: e.rater, relation_type: e.relationType, answers_version: e.version })))
    .execute();
  if (answers.length === 0) return;
  await trx
    .insertInto('feedback360_published_answers')
    .values(answers.map((a) => ({ ...ids, evaluator_id: a.evaluator_id, question_id: a.question_id, value: a.value, text_value: a.text_value })))
    .execute();
}

/**
 * Brings a participant's published 360 part up to date as far as anonymity allows
 * (docs/areas/report.md, "Steps of the 360 part") and says when its last step was. The first
 * read publishes what is submitted then; later ones take every change at once when the step
 * is large enough in every group it touches, or when the campaign has closed and nothing can
 * change any more. The step's row is locked meanwhile, so two servers never step one report
 * twice, and the step publishes exactly the evaluations it was judged on.
 */
export async function stepFeedback360(
  db: Kysely<Database>,
  campaign: { id: number; closed: boolean },
  participantId: number,
  rules: Pick<Feedback360Rules, 'thresholds'>,
): Promise<Date> {
  const key = { campaignId: campaign.id, participantId };
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('feedback360_report_steps')
      .values({ campaign_id: key.campaignId, evaluated_id: key.participantId })
      .onConflict((conflict) => conflict.columns(['campaign_id', 'evaluated_id']).doNothing())
      .returning('stepped_at')
      .executeTakeFirst();
    if (first) {
      await publish(trx, key, await snapshot(trx, key));
      return first.stepped_at;
    }
    const step = await trx
      .selectFrom('feedback360_report_steps')
      .where('campaign_id', '=', key.campaignId)
      .where('evaluated_id', '=', key.participantId)
      .select('stepped_at')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const published = asEvaluations(
      await trx
        .selectFrom('feedback360_published_raters')
        .where('campaign_id', '=', key.campaignId)
        .where('evaluated_id', '=', key.participantId)
        .select(['evaluator_id', 'relation_type', 'answers_version'])
        .execute(),
    );
    const steps = (current: StepEvaluation[]) => {
      const changed = changedEvaluations(published, current);
      return changed.length > 0 && (campaign.closed || mayStep(changed, rules));
    };
    // The cheap read decides most calls; the full one is judged again, as it is what goes out.
    if (!steps(await submitted(trx, key))) return step.stepped_at;
    const now = await snapshot(trx, key);
    if (!steps(now.evaluations)) return step.stepped_at;
    await publish(trx, key, now);
    const stepped = await trx
      .updateTable('feedback360_report_steps')
      .set({ stepped_at: new Date() })
      .where('campaign_id', '=', key.campaignId)
      .where('evaluated_id', '=', key.participantId)
      .returning('stepped_at')
      .executeTakeFirstOrThrow();
    return stepped.stepped_at;
  });
}
