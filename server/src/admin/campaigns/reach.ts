import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { companyInReach, type HrCaller } from '../caller';
import { companyNotFound, companyRequired } from './errors';

type Db = Kysely<Database> | Transaction<Database>;

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
