import { sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';

export const LIST_NAMES = ['languages', 'tests', 'samples', 'companies'] as const;
export type ListName = (typeof LIST_NAMES)[number];

export interface ListAccess {
  name: ListName;
  mayWrite: boolean;
}

/**
 * The lists a role is offered, as the server answers it (server/src/resources/policy.ts,
 * server/src/samples/routes.ts) and as the console lets it act (docs/areas/admin.md, "Who may
 * call"). A company's admin writes their company's tests and samples; languages are shared,
 * and only read. Only a superassessor is answered every company, so only they are offered the
 * companies; like every page of the console, they only read.
 */
export function listsOf(role: string | undefined): readonly ListAccess[] {
  switch (role?.trim().toLowerCase()) {
    case 'admin':
      return [
        { name: 'languages', mayWrite: false },
        { name: 'tests', mayWrite: true },
        { name: 'samples', mayWrite: true },
      ];
    case 'superassessor':
      return LIST_NAMES.map((name) => ({ name, mayWrite: false }));
    default:
      return [];
  }
}

export function useLists(): { lists: readonly ListAccess[]; companyId: number | null } {
  const user = useAtomValue(sessionUserAtom);
  return { lists: listsOf(user?.role.name), companyId: user?.company.id ?? null };
}
