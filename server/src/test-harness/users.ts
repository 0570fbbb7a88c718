import { hashPassword } from '../auth/password';
import type { Role } from '../db/schema';
import { DEMO_PASSWORD, type TestApp } from './test-app';

/** Signs any user in by email; the Cookie header of the session. */
export async function loginAs(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password: DEMO_PASSWORD },
  });
  const cookie = response.cookies.find((c) => c.name === 'skillup_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`login of ${email} failed: ${response.body}`);
  return `skillup_session=${cookie.value}`;
}

export const companyIdOf = async (t: TestApp, code: string) =>
  (await t.database.db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** The company's first running campaign: where a user added by a test is enrolled to sign in. */
export const firstActiveCampaignOf = async (t: TestApp, companyId: number) =>
  (
    await t.database.db
      .selectFrom('campaigns')
      .select('id')
      .where('company_id', '=', companyId)
      .where('state', '=', 'ACTIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Who `insertEnrolledUser` adds: `role` is a participant and `lang` Italian unless said otherwise. */
export interface EnrolledUser {
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
  lang?: string;
  campaignIds: number[];
}

/**
 * A user the seed does not hold, who can sign in with the demo password, has given consent
 * and is enrolled (active, in their own language) in each of `campaignIds`.
 */
export async function insertEnrolledUser(t: TestApp, user: EnrolledUser): Promise<{ id: number; email: string }> {
  const db = t.database.db;
  const lang = user.lang ?? 'it';
  const { id } = await db
    .insertInto('users')
    .values({
      company_id: user.companyId,
      email: user.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: user.firstName,
      last_name: user.lastName,
      gender: null,
      role: user.role ?? 'participant',
      privacy: true,
      lang,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const campaignId of user.campaignIds) {
    await db.insertInto('user_campaigns').values({ user_id: id, campaign_id: campaignId, lang, access_date: null, state: 'ACTIVE' }).execute();
  }
  return { id, email: user.email };
}

/**
 * A user the demo does not ship (a superassessor, a role spelt in capitals), enrolled in
 * the first campaign of their company so that they can sign in.
 */
export async function addUser(t: TestApp, email: string, role: string, companyCode: string): Promise<string> {
  const companyId = await companyIdOf(t, companyCode);
  await insertEnrolledUser(t, {
    companyId,
    email,
    firstName: 'Test',
    lastName: role,
    role: role as Role,
    campaignIds: [await firstActiveCampaignOf(t, companyId)],
  });
  return loginAs(t, email);
}

/**
 * The sessions an admin suite checks access with: HR of the demo company, HR of another
 * company (acme), who must not reach the demo's campaigns, and a superassessor of the demo
 * company, who may read them but not change them.
 */
export async function hrSessions(t: TestApp): Promise<{ admin: string; acmeAdmin: string; reader: string }> {
  return {
    admin: await t.login('admin'),
    acmeAdmin: await addUser(t, 'hr@acme.skillup.test', 'admin', 'acme'),
    reader: await addUser(t, 'reader@demo.skillup.test', 'superassessor', 'demo'),
  };
}
