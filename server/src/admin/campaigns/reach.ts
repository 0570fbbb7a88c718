import type { Kysely, Transaction } from 'kysely';
import type { CampaignRow, Database } from '../../db/schema';
import { companyInReach, type HrCaller } from '../caller';
import { campaignNotInReach, companyNotFound, companyRequired } from './errors';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The campaign if the caller reaches it; another company's answers 404 like one that does
 * not exist, so that a company admin cannot learn which ids other companies hold.
 */
export async function campaignInReach(db: Db, caller: HrCaller, campaignId: number, lock = false): Promise<CampaignRow> {
  let query = db.selectFrom('campaigns').selectAll().where('id', '=', campaignId);
  const companyId = companyInReach(caller);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw campaignNotInReach();
  return row;
}

/**
 * The company a new campaign belongs to: operations name it; a company admin creates in
 * their own company, and naming another is refused as if it did not exist.
 */
export async function companyForNewCampaign(db: Db, caller: HrCaller, requested: number | undefined): Promise<number> {
  const own = companyInReach(caller);
  if (own !== undefined) {
    if (requested !== undefined && requested !== own) throw companyNotFound();
    return own;
  }
  if (requested === undefined) throw companyRequired();
  const company = await db.selectFrom('companies').select('id').where('id', '=', requested).executeTakeFirst();
  if (!company) throw companyNotFound();
  return company.id;
}
