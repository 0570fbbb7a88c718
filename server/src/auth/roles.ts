import type { RoleKind } from '@skillup/shared/api/contract';
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
