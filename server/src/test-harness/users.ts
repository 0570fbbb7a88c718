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

/**
 * A user the demo does not ship (a superassessor, a role spelt in capitals), enrolled in
 * the first campaign of their company so that they can sign in.
 */
export async function addUser(t: TestApp, email: string, role: string, companyCode: string): Promise<string> {
  const db = t.database.db;
  const companyId = await companyIdOf(t, companyCode);
  const user = await db
    .insertInto('users')
    .values({
      company_id: companyId,
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: 'Test',
      last_name: role,
      gender: null,
      role: role as Role,
      privacy: true,
      lang: 'it',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_campaigns')
    .values({ user_id: user.id, campaign_id: await firstActiveCampaignOf(t, companyId), lang: 'it', access_date: null, state: 'ACTIVE' })
    .execute();
  return loginAs(t, email);
}
