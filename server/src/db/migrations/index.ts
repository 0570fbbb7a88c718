import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { companiesAndLanguages } from './003-companies-languages';

/** Every migration, in order; the names are recorded in the database and never change. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '003-companies-languages': companiesAndLanguages,
};
