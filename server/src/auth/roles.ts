import type { RoleKind } from '@skillup/shared/api/contract';
import { sql, type RawBuilder } from 'kysely';
import type { AccountRow } from './users';

/**
 * The roles of docs/behaviour.md §6 as the server reasons about them (the contract's RoleKind,
 * which an area's declaration names). Stored role names come from other systems in any letter
 * case ('Assessor', 'ADMIN'), so they are compared ignoring it; any other name is an ordinary
 * participant.
 */
export type { RoleKind };

const STAFF: Record<string, RoleKind> = {
  assessor: 'assessor',
  admin: 'admin',
  superassessor: 'superassessor',
};

export function roleKind(account: Pick<AccountRow, 'role'>): RoleKind {
  return STAFF[account.role.trim().toLowerCase()] ?? 'participant';
}

export const isStaff = (account: Pick<AccountRow, 'role'>) => roleKind(account) !== 'participant';

/**
 * roleKind's participant, as a condition on a users row's role column (`role`, or `u.role`
 * under an alias). The lower() is asked only of the few rows not spelt 'participant': on
 * 10,000 people the function calls were a good part of the progress grid's time.
 */
export const isParticipantRole = (column: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(column)} = 'participant' or lower(trim(${sql.ref(column)})) not in (${sql.join(Object.keys(STAFF).map((role) => sql.lit(role)))}))`;
