import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Long enough for a person to type a password and approve a consent screen. */
export const FLOW_TTL_SECONDS = 600;

/** What the provider's answer is checked against. */
export interface OidcChecks {
  providerId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FlowChecks extends OidcChecks {
  /** The zone the browser gave when the sign-in started, if any. */
  timeZone: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores the checks of a sign-in that starts now; the returned token goes into the browser's cookie. */
export async function startFlow(db: Kysely<Database>, checks: OidcChecks, timeZone: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('sso_flows').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sso_flows')
    .values({
      id: hashToken(token),
      provider_id: checks.providerId,
      state: checks.state,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      time_zone: timeZone,
      expires_at: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

/** The checks of the flow behind `token`, consumed: a callback can be answered once only. */
export async function takeFlow(db: Kysely<Database>, token: string): Promise<FlowChecks | null> {
  const row = await db
    .deleteFrom('sso_flows')
    .where('id', '=', hashToken(token))
    .returning(['provider_id', 'state', 'nonce', 'code_verifier', 'time_zone', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  return { providerId: row.provider_id, state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, timeZone: row.time_zone };
}
