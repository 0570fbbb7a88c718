import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { testSupport } from './005-test-support';

/** Every migration, in order; the names are recorded in the database and never change. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '005-test-support': testSupport,
};
