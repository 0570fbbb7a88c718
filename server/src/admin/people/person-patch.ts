import type { Person, PersonPatch } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { looksLikeFormula } from './cell-rules';
import { findPerson, toPerson } from './people-list';
import { changesSuperassessor, MAX_NAME_LENGTH, SUPERASSESSOR_REFUSAL } from './person-verdicts';
import { personNotFound } from './reach';

const refused = (code: string, message: string) => new ApiError(422, code, message);

/**
 * Changes one person of the company under the rules of an import row; another company's person
 * is not found. `companyId` is the caller's company, undefined for operations, who alone give
 * or take the superassessor role.
 */
export async function patchPerson(db: Kysely<Database>, companyId: number | undefined, userId: number, patch: PersonPatch): Promise<Person> {
  let lookup = db.selectFrom('users').select(['id', 'company_id', 'role']).where('id', '=', userId);
  if (companyId !== undefined) lookup = lookup.where('company_id', '=', companyId);
  const target = await lookup.executeTakeFirst();
  if (!target) throw personNotFound();
  if (companyId !== undefined && changesSuperassessor(patch.role ?? null, target.role)) throw refused('ROLE_NOT_ALLOWED', SUPERASSESSOR_REFUSAL);

  const firstName = patch.firstName?.trim();
  const lastName = patch.lastName?.trim();
  const team = patch.team === undefined ? undefined : patch.team === null || patch.team.trim() === '' ? null : patch.team.trim();
  if (firstName === '' || lastName === '') throw refused('MISSING_NAME', 'The first name and the last name are both needed.');
  const texts = [firstName, lastName, team].filter((text): text is string => typeof text === 'string');
  if (texts.some(looksLikeFormula)) throw refused('FORMULA', 'A name or a team starts with =, +, -, or @.');
  if (texts.some((text) => text.length > MAX_NAME_LENGTH))
    throw refused('TOO_LONG', `A name or a team is longer than ${MAX_NAME_LENGTH} characters.`);

  let lang: string | null | undefined = patch.language === undefined || patch.language === null ? patch.language : patch.language.trim();
  if (lang === '') lang = null;
  if (typeof lang === 'string') {
    const known = await db.selectFrom('languages').select('lang').execute();
    const match = known.find((row) => row.lang.toLowerCase() === lang!.toLowerCase());
    if (!match) throw refused('UNKNOWN_LANGUAGE', `"${lang}" is not a language the product offers.`);
    lang = match.lang;
  }
  if (patch.managerId !== undefined && patch.managerId !== null) {
    if (patch.managerId === userId) throw refused('MANAGER_NOT_FOUND', 'A person cannot be their own manager.');
    const manager = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', patch.managerId)
      .where('company_id', '=', target.company_id)
      .executeTakeFirst();
    if (!manager) throw refused('MANAGER_NOT_FOUND', 'The manager is not a person of the company.');
  }

  const changes = {
    ...(firstName === undefined ? {} : { first_name: firstName }),
    ...(lastName === undefined ? {} : { last_name: lastName }),
    ...(lang === undefined ? {} : { lang }),
    ...(team === undefined ? {} : { team }),
    ...(patch.managerId === undefined ? {} : { manager_id: patch.managerId }),
    ...(patch.role === undefined ? {} : { role: patch.role }),
  };
  if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  return toPerson((await findPerson(db, target.company_id, userId))!);
}
