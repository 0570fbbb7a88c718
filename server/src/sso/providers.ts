import type { Kysely } from 'kysely';
import type { SsoProviderSeed } from '../config/sso';
import type { Database, SsoProviderRow } from '../db/schema';

export function findEnabledProvider(db: Kysely<Database>, slug: string): Promise<SsoProviderRow | undefined> {
  return db.selectFrom('sso_providers').selectAll().where('slug', '=', slug).where('enabled', '=', true).executeTakeFirst();
}

export function findProviderById(db: Kysely<Database>, id: number): Promise<SsoProviderRow | undefined> {
  return db.selectFrom('sso_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes the configured providers, matched by slug; rows of slugs no longer configured are
 * left as they are, so a provider is switched off with `enabled: false`, not by omission.
 */
export async function upsertProviders(db: Kysely<Database>, seeds: SsoProviderSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const companyIds = [...new Set(seeds.map((seed) => seed.companyId))];
    const known = await trx.selectFrom('companies').select('id').where('id', 'in', companyIds).execute();
    const missing = companyIds.filter((id) => !known.some((row) => row.id === id));
    if (missing.length > 0) throw new Error(`SSO_PROVIDERS names companies that do not exist: ${missing.join(', ')}`);

    for (const seed of seeds) {
      const values = {
        company_id: seed.companyId,
        issuer: seed.issuer,
        client_id: seed.clientId,
        client_secret: seed.clientSecret,
        enabled: seed.enabled ?? true,
        email_claim: seed.emailClaim ?? null,
      };
      await trx
        .insertInto('sso_providers')
        .values({ slug: seed.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .execute();
    }
  });
}
