import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { selectAccounts, type AccountRow } from './users';

export const SESSION_COOKIE = 'skillup_session';

/**
 * Over https the cookie carries the __Host- prefix: the browser then keeps it only when it is
 * Secure, for the whole site and for this host alone, so no sibling domain can plant one.
 */
export const sessionCookieName = (publicUrl: string) => (publicUrl.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export interface Session {
  id: string;
  campaignId: number | null;
  expiresAt: Date;
  /** The absolute end: however active, a session ends this long after sign-in (SESSION_MAX_HOURS). */
  endsAt: Date;
  account: AccountRow;
  /**
   * Reads made for this session, kept as long as the session stays in the process's cache:
   * they go with it when the user writes anything, or when its time runs out.
   */
  reads: Map<string, Promise<unknown>>;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Starts a session and returns the token for the cookie; only its hash is stored, with the
 * browser's description of itself (device.ts) when the sign-in came from one.
 */
export async function createSession(db: Kysely<Database>, userId: number, idleMinutes: number, userAgent: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, campaign_id: null, expires_at: minutesFromNow(idleMinutes), user_agent: userAgent })
    .execute();
  return token;
}

/** One round trip: every authenticated request starts here. */
export async function findSession(db: Kysely<Database>, token: string, maxHours: number): Promise<Session | null> {
  const id = hashToken(token);
  const now = Date.now();
  const row = await selectAccounts(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', new Date(now))
    .where('sessions.created_at', '>', new Date(now - maxHours * 3_600_000))
    .select(['sessions.campaign_id', 'sessions.expires_at', 'sessions.created_at'])
    .executeTakeFirst();
  if (!row) return null;
  const { campaign_id, expires_at, created_at, ...account } = row;
  const endsAt = new Date(created_at.getTime() + maxHours * 3_600_000);
  return { id, campaignId: campaign_id, expiresAt: expires_at, endsAt, account, reads: new Map() };
}

/**
 * Pushes the idle expiry forward, never past the absolute end. Written at most once a
 * minute per session, so reads stay reads.
 */
export async function touchSession(db: Kysely<Database>, session: Session, idleMinutes: number): Promise<void> {
  const renewed = new Date(Math.min(minutesFromNow(idleMinutes).getTime(), session.endsAt.getTime()));
  if (renewed.getTime() - session.expiresAt.getTime() < 60_000) return;
  await db.updateTable('sessions').set({ expires_at: renewed }).where('id', '=', session.id).execute();
  session.expiresAt = renewed;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function selectSessionCampaign(db: Kysely<Database>, sessionId: string, campaignId: number): Promise<void> {
  await db.updateTable('sessions').set({ campaign_id: campaignId }).where('id', '=', sessionId).execute();
}
