import type { Kysely, Transaction } from 'kysely';
import type { CampaignRow, Database } from '../db/schema';
import { campaignNotFound } from '../http/api-error';
import { companyInReach, type HrCaller } from './caller';

/**
 * The campaign if the caller reaches its company (any, for operations). Another company's
 * answers 404 like one that does not exist, so that a company admin cannot learn which ids
 * other companies hold. `lock` holds the row until the caller's transaction ends.
 */
export async function campaignInReach(
  db: Kysely<Database> | Transaction<Database>,
  caller: HrCaller,
  campaignId: number,
  lock = false,
): Promise<CampaignRow> {
  let query = db.selectFrom('campaigns').selectAll().where('id', '=', campaignId);
  const companyId = companyInReach(caller);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw campaignNotFound();
  return row;
}
