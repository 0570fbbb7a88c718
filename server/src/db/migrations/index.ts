import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { sso } from './004-sso';

/** Every migration, in order; the names are recorded in the database and never change. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '004-sso': sso,
};
