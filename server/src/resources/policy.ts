import type { AccountRow } from '../auth/users';
import { roleKind, type RoleKind } from '../auth/roles';
import { forbidden } from '../http/api-error';

/**
 * Who may read and write the generic lists (docs/behaviour.md §6): every rule about roles and companies
 * lives here, the routes and stores only apply the scope it hands out.
 */

export interface Caller {
  userId: number;
  companyId: number;
  role: RoleKind;
}

/** Which rows a caller reaches; stores turn it into a WHERE clause. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  /** A participant: their company, and of a campaign's data only what they are enrolled in. */
  | { kind: 'enrolled'; companyId: number; userId: number };

/** What a list holds: rows of one company, the companies themselves, or data every company shares. */
export type Ownership = 'company-data' | 'company' | 'shared';
export type WriteAction = 'create' | 'update' | 'delete';

const NO_WRITES: Record<Ownership, readonly WriteAction[]> = { 'company-data': [], company: [], shared: [] };
const ALL: readonly WriteAction[] = ['create', 'update', 'delete'];

/**
 * Admins run their own company: its campaigns' data, and the company's own record (they
 * neither found nor close companies). Superassessors work across companies; only they edit
 * shared data.
 */
const WRITES: Record<RoleKind, Record<Ownership, readonly WriteAction[]>> = {
  participant: NO_WRITES,
  assessor: NO_WRITES,
  admin: { 'company-data': ALL, company: ['update'], shared: [] },
  superassessor: { 'company-data': ALL, company: ALL, shared: ALL },
};

export function callerOf(account: Pick<AccountRow, 'id' | 'company_id' | 'role'>): Caller {
  return { userId: account.id, companyId: account.company_id, role: roleKind(account) };
}

/** The rows a caller may read, narrowed to `companyId` when the list is filtered by it. */
export function readScope(caller: Caller, companyId?: number): Scope {
  if (caller.role === 'superassessor') return companyId === undefined ? { kind: 'all' } : { kind: 'company', companyId };
  if (companyId !== undefined && companyId !== caller.companyId) {
    throw forbidden('you may only see the data of your own company');
  }
  if (caller.role === 'participant') return { kind: 'enrolled', companyId: caller.companyId, userId: caller.userId };
  return { kind: 'company', companyId: caller.companyId };
}

export function mayWrite(caller: Caller, ownership: Ownership, action: WriteAction): boolean {
  return WRITES[caller.role][ownership].includes(action);
}

/** The rows a caller may change; throws 403 when the role may not `action` such rows at all. */
export function writeScope(caller: Caller, ownership: Ownership, action: WriteAction): Scope {
  if (!mayWrite(caller, ownership, action)) throw forbidden(`your role may not ${action} these items`);
  return caller.role === 'superassessor' ? { kind: 'all' } : { kind: 'company', companyId: caller.companyId };
}
