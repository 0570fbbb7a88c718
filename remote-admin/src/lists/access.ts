import { sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';

export const LIST_NAMES = ['languages', 'tests', 'samples', 'companies'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** What a role may do to a list's items: read them, change those it is answered, or also create and delete. */
export type ListWrites = 'none' | 'edit' | 'all';

export interface ListAccess {
  name: ListName;
  writes: ListWrites;
}

/**
 * The lists a role is offered, as the server answers it (server/src/resources/policy.ts,
 * server/src/samples/routes.ts) and as the console lets it act (docs/areas/admin.md, "The
 * console's pages: generic lists"). A company's admin writes their company's tests and samples,
 * and changes their own company (its name, logo, reminder time zone: the server lets them update
 * it, never create or delete one); languages are shared, and only read. A superassessor, whom
 * only operations make (docs/areas/admin.md, "Superassessors"), keeps what is shared by every
 * company: they create, change and delete languages and companies; a company's tests and
 * samples are its admin's, which they read.
 */
export function listsOf(role: string | undefined): readonly ListAccess[] {
  switch (role?.trim().toLowerCase()) {
    case 'admin':
      return [
        { name: 'languages', writes: 'none' },
        { name: 'tests', writes: 'all' },
        { name: 'samples', writes: 'all' },
        { name: 'companies', writes: 'edit' },
      ];
    case 'superassessor':
      return [
        { name: 'languages', writes: 'all' },
        { name: 'tests', writes: 'none' },
        { name: 'samples', writes: 'none' },
        { name: 'companies', writes: 'all' },
      ];
    default:
      return [];
  }
}

export function useLists(): { lists: readonly ListAccess[]; companyId: number | null } {
  const user = useAtomValue(sessionUserAtom);
  return { lists: listsOf(user?.role.name), companyId: user?.company.id ?? null };
}
