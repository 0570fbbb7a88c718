import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The person whose data HR exports, with their language, if one of the company's (anyone's, without one); undefined: not found. */
export function personToExport(db: Kysely<Database>, userId: number, companyId: number | undefined) {
  return db
    .selectFrom('users')
    .where('id', '=', userId)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId!))
    .select(['id', 'lang'])
    .executeTakeFirst();
}
