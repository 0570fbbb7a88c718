import type { Kysely } from 'kysely';
import { roleKind } from '../../auth/roles';
import type { Database, Role } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { replaceAssessors } from './people-commit';
import { enrolledInReach, type CampaignInReach } from './reach';

/** The assessors of a participant across the campaign: the samples with no test of their own (docs/behaviour.md §3). */
export async function assessorsOf(db: Kysely<Database>, campaign: CampaignInReach, userId: number): Promise<number[]> {
  await enrolledInReach(db, campaign, userId);
  const rows = await db
    .selectFrom('samples')
    .select('assessor_id')
    .where('campaign_id', '=', campaign.id)
    .where('test_id', 'is', null)
    .where('assessed_id', '=', userId)
    .orderBy('assessor_id')
    .execute();
  return rows.map((row) => row.assessor_id);
}

/** Sets who assesses the participant; every one must be staff of the campaign's company, and not the participant. */
export async function setAssessors(
  db: Kysely<Database>,
  campaign: CampaignInReach,
  userId: number,
  assessorIds: readonly number[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await enrolledInReach(trx, campaign, userId);
    const found =
      assessorIds.length === 0
        ? []
        : await trx.selectFrom('users').select(['id', 'role']).where('company_id', '=', campaign.companyId).where('id', 'in', assessorIds).execute();
    const staff = new Set(found.filter((row) => roleKind({ role: row.role as Role }) !== 'participant').map((row) => row.id));
    const wrong = assessorIds.filter((id) => id === userId || !staff.has(id));
    if (wrong.length > 0) {
      throw new ApiError(
        422,
        'ASSESSOR_NOT_FOUND',
        `Not an assessor, superassessor or admin of the company other than the participant: ${wrong.join(', ')}.`,
      );
    }
    await replaceAssessors(trx, campaign, [{ assessedId: userId, assessorIds }]);
    return [...assessorIds].sort((a, b) => a - b);
  });
}
