import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso, type ExportScope } from './export-scope';

/**
 * The account as the product keeps it, without its password hash, and the sessions it has
 * open, without their tokens; the requests of a new password by date only; how many lines of
 * the browser's log the server keeps from their sessions.
 */
export async function collectProfile(db: Kysely<Database>, scope: ExportScope) {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .where('u.id', '=', scope.userId)
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.gender',
      'u.lang',
      'u.role',
      'u.team',
      'u.has_sso',
      'u.privacy',
      'u.active',
      'u.must_change_password',
      'u.time_zone',
      'u.created_at',
      'co.name as company_name',
    ])
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('sessions')
    .where('user_id', '=', scope.userId)
    .select(['created_at', 'expires_at', 'user_agent'])
    .orderBy('created_at')
    .execute();
  const resets = await db
    .selectFrom('password_reset_tokens')
    .where('user_id', '=', scope.userId)
    .select(['created_at', 'used_at'])
    .orderBy('created_at')
    .execute();
  // What the browser reported of its errors while the person was signed in: kept for support, counted here.
  const logs = await db
    .selectFrom('logs')
    .where('user_id', '=', scope.userId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    profile: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      gender: user.gender,
      language: user.lang,
      role: user.role,
      team: user.team,
      company: user.company_name,
      signsInWithSso: user.has_sso,
      privacyConsent: user.privacy,
      active: user.active,
      mustChangePassword: user.must_change_password,
      /** The one the browser gave at the last sign-in, which reminders follow. */
      timeZone: user.time_zone,
      createdAt: iso(user.created_at),
    },
    sessions: sessions.map((s) => ({ signedInAt: iso(s.created_at), expiresAt: iso(s.expires_at), userAgent: s.user_agent })),
    passwordResetRequests: resets.map((r) => ({ requestedAt: iso(r.created_at), usedAt: iso(r.used_at) })),
    browserLogLines: Number(logs.n),
  };
}
