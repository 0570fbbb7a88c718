import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { Database } from '../schema';
import { demoCampaigns } from './demo-campaigns';
import { seedDemoReport } from './demo-report';
import { seedDemoFeedback360 } from './demo-feedback360';
import { seedDemoReport360 } from './demo-report-360';
import { seedDemoSales360 } from './demo-sales-360';
import { seedDemoMarketing360 } from './demo-marketing-360';
import { seedDemoSamples } from './demo-samples';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { seedCompaniesAndLanguages } from './companies-languages';
import { insertCampaign, insertUsers, type InsertedCampaign } from './insert';

/**
 * Loads the demo personas of docs/demo.md into an empty database, in one transaction, so a
 * failure leaves nothing half-seeded. Returns false when the database already has data.
 */
/** The advisory lock the demo seed holds while it looks and writes: any number fixed for it. */
const SEED_LOCK = 7_420_026;

export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    // Servers started together on an empty database take turns, as they do for the migrations:
    // the first seeds, the others find its companies and leave them.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const company = await trx.insertInto('companies').values({ name: 'Demo S.p.A.', logo: null }).returning('id').executeTakeFirstOrThrow();

    const campaigns = new Map<string, InsertedCampaign>();
    for (const seed of demoCampaigns) campaigns.set(seed.key, await insertCampaign(trx, company.id, seed));
    // The Leadership Assessment's 360 test has a fixed id; later tests must not collide with it.
    await sql`select setval(pg_get_serial_sequence('tests', 'id'), (select max(id) from tests))`.execute(trx);

    await insertUsers(trx, company.id, passwordHash, demoUsers, campaigns);
    await seedDemoSamples(trx, company.id, campaigns);
    await seedDemoReport(trx, campaigns);
    const leadership = campaigns.get('leadership');
    const leadership360 = leadership?.testIds['360'];
    if (!leadership || leadership360 === undefined) throw new Error('seed: no leadership campaign with its 360 test');
    await seedDemoFeedback360(trx, leadership.id, leadership360);
    await seedDemoReport360(trx, leadership.id);
    await seedCompaniesAndLanguages(trx, company.id, passwordHash, insertCampaign);
    // After everything else, so that the ids of the other demo rows stay as they were.
    await seedDemoSales360(trx, company.id, passwordHash);
    await seedDemoMarketing360(trx, company.id, passwordHash);
    return true;
  });
}
