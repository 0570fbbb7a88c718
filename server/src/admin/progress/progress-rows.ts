import type { PersonRef, ProgressRow } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { lastMailsOf } from '../../campaign-mail/last-mails';
import { nextRemindersOf } from '../../campaign-mail/scheduled-reminders';
import { fullName } from '../../auth/users';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { cellsOf } from './cells';
import { feedback360OfPeople } from './feedback360-counts';
import type { GridPerson } from './grid-query';
import { participantState } from './participant-state';

/** The managers of some people, by id: only those of the campaign's company. */
async function managersOf(db: Kysely<Database>, scope: ProgressScope, people: GridPerson[]): Promise<Map<number, PersonRef>> {
  const ids = [...new Set(people.flatMap((p) => (p.managerId === null ? [] : [p.managerId])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .where('id', 'in', ids)
    .where('company_id', '=', scope.companyId)
    .select(['id', 'first_name', 'last_name'])
    .execute();
  return new Map(rows.map((m) => [m.id, { id: m.id, name: fullName(m) }]));
}

/** A row of the grid without its mails: what the CSV export writes. */
export type ProgressCoreRow = Omit<ProgressRow, 'lastMail' | 'nextMail'>;

/**
 * The rows of some people, in their order: their cells, what those add up to, their manager,
 * and in a 360 campaign their 360 counts; a few queries for all of them together.
 */
export async function progressCoreRows(db: Kysely<Database>, scope: ProgressScope, people: GridPerson[]): Promise<ProgressCoreRow[]> {
  const ids = people.map((p) => p.id);
  const [cells, managers, feedback] = await Promise.all([
    cellsOf(db, scope, ids),
    managersOf(db, scope, people),
    scope.is360 ? feedback360OfPeople(db, scope.campaignId, ids) : Promise.resolve(null),
  ]);
  return people.map(({ id, managerId, ...person }) => {
    const own = cells.get(id) ?? [];
    return {
      userId: id,
      ...person,
      manager: managerId === null ? null : (managers.get(managerId) ?? null),
      cells: own,
      completed: own.filter((c) => c.status === 'complete').length,
      state: participantState(own.map((c) => c.status)),
      feedback360: feedback?.get(id) ?? null,
    };
  });
}

/**
 * The grid's rows as the console shows them: the rows above with each person's latest mail and
 * the next reminder planned (`mailZone`: the zone of reminders to people whose own is unknown).
 */
export async function progressRows(db: Kysely<Database>, scope: ProgressScope, people: GridPerson[], mailZone: string): Promise<ProgressRow[]> {
  const ids = people.map((p) => p.id);
  const [rows, mails, nextMails] = await Promise.all([
    progressCoreRows(db, scope, people),
    lastMailsOf(db, scope.campaignId, ids),
    nextRemindersOf(db, scope.campaignId, ids, new Date(), mailZone),
  ]);
  return rows.map((row) => ({ ...row, lastMail: mails.get(row.userId) ?? null, nextMail: nextMails.get(row.userId) ?? null }));
}
