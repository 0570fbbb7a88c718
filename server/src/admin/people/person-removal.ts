import type { RemovePersonResponse } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { openEnrolments } from '../../campaigns/enrolments';
import type { Database } from '../../db/schema';
import { enrolledInReach, type CampaignInReach } from './reach';

/** Whether anything the person answered in the campaign, or anything answered about them, is stored. */
export async function hasAnswers(db: Kysely<Database>, campaignId: number, userId: number): Promise<boolean> {
  const { rows } = await sql<{ answered: boolean }>`select
      exists (select 1 from user_tests ut join tests t on t.id = ut.test_id
              where t.campaign_id = ${campaignId} and ut.user_id = ${userId} and (ut.status <> 'not attempted' or ut.data is not null))
      or exists (select 1 from test_outcomes o join tests t on t.id = o.test_id where t.campaign_id = ${campaignId} and o.user_id = ${userId})
      or exists (select 1 from assessor_outcomes o join tests t on t.id = o.test_id
                 where t.campaign_id = ${campaignId} and (o.assessed_id = ${userId} or o.assessor_id = ${userId}))
      or exists (select 1 from feedback360_answers a where a.campaign_id = ${campaignId} and (a.evaluator_id = ${userId} or a.evaluated_id = ${userId}))
      or exists (select 1 from feedback360_data d where d.campaign_id = ${campaignId} and (d.evaluator_id = ${userId} or d.evaluated_id = ${userId}))
      as answered`.execute(db);
  return rows[0]?.answered === true;
}

/**
 * Takes a person out of a campaign (docs/areas/admin.md, "One person by hand"). Someone with
 * answers is kept: their enrolment is closed and, when no other campaign is open to them, their
 * account is deactivated and their sessions end. Someone without is simply un-enrolled, with
 * the campaign's samples and 360 relations that named them.
 */
export async function removeFromCampaign(
  db: Kysely<Database>,
  campaign: CampaignInReach,
  userId: number,
): Promise<Omit<RemovePersonResponse, 'status'>> {
  return db.transaction().execute(async (trx) => {
    const enrolled = await enrolledInReach(trx, campaign, userId);
    if (await hasAnswers(trx, campaign.id, userId)) {
      await trx.updateTable('user_campaigns').set({ state: 'CLOSED' }).where('campaign_id', '=', campaign.id).where('user_id', '=', userId).execute();
      const other = await openEnrolments(trx, userId).select('c.id').executeTakeFirst();
      if (other) return { outcome: 'deactivated' as const, active: enrolled.active };
      await trx.updateTable('users').set({ active: false }).where('id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      return { outcome: 'deactivated' as const, active: false };
    }
    await trx.deleteFrom('user_campaigns').where('campaign_id', '=', campaign.id).where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('samples')
      .where('assessed_id', '=', userId)
      .where((eb) =>
        eb.or([eb('campaign_id', '=', campaign.id), eb('test_id', 'in', eb.selectFrom('tests').select('id').where('campaign_id', '=', campaign.id))]),
      )
      .execute();
    await trx
      .deleteFrom('feedback360_relations')
      .where('campaign_id', '=', campaign.id)
      .where((eb) => eb.or([eb('evaluator_id', '=', userId), eb('evaluated_id', '=', userId)]))
      .execute();
    return { outcome: 'removed' as const, active: enrolled.active };
  });
}
