import type { Kysely } from 'kysely';
import type { User } from '@skillup/shared/api/contract';
import type { Database, Role } from '../db/schema';

/** A person as every list, log and mail names them: first name then last name, from a users row. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/** A user with their company: what sessions and login work with. */
export interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  role: Role;
  privacy: boolean;
  lang: string | null;
  has_sso: boolean;
  must_change_password: boolean;
  company_id: number;
  company_name: string;
  company_logo: string | null;
}

/**
 * The accounts that may sign in. A person HR removed while they had answers is kept but
 * inactive (docs/areas/admin.md, "One person by hand"): for login, SSO, the reset mail and
 * every session, they are no account at all.
 */
export function selectAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .where('users.active', '=', true)
    .select([
      'users.id',
      'users.email',
      'users.password_hash',
      'users.first_name',
      'users.last_name',
      'users.gender',
      'users.role',
      'users.privacy',
      'users.lang',
      'users.has_sso',
      'users.must_change_password',
      'users.company_id',
      'companies.name as company_name',
      'companies.logo as company_logo',
    ]);
}

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return selectAccounts(db).where('users.email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

const PERMISSIONS: Record<Role, string[]> = {
  participant: [],
  Assessor: ['assessed:read', 'assessed:write'],
  superassessor: ['assessed:read', 'assessed:write'],
  admin: ['campaigns:all', 'remotes:admin'],
};

export const isAdmin = (account: Pick<AccountRow, 'role'>) => account.role.toLowerCase() === 'admin';

export function toUser(account: AccountRow): User {
  return {
    id: account.id,
    firstName: account.first_name,
    lastName: account.last_name,
    username: account.email,
    email: account.email,
    gender: account.gender,
    role: { name: account.role },
    privacy: account.privacy,
    hasSSO: account.has_sso,
    company: { id: account.company_id, name: account.company_name, logo: account.company_logo },
    lang: account.lang,
    permissions: PERMISSIONS[account.role] ?? [],
  };
}

/** Replaces the password with one the user chose themselves (a reset), which they are then no longer asked to change. */
export async function setPassword(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, must_change_password: false }).where('id', '=', userId).execute();
}

/** Sets the language the user chose on the account page, for every page and mail after. */
export async function setAccountLanguage(db: Kysely<Database>, userId: number, lang: string): Promise<void> {
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}
