import { sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';

/**
 * docs/areas/admin.md, "Who may call": a company's admin changes campaigns; a superassessor
 * reads them, and is offered no button the server would refuse.
 */
export function useMayEdit(): boolean {
  const user = useAtomValue(sessionUserAtom);
  return user?.role.name.trim().toLowerCase() === 'admin';
}
