import { useQuery } from '@tanstack/react-query';
import { fetchAccount } from '../api/account';

export const accountQueryKey = ['account'] as const;

/** docs/behaviour.md §2.17: read afresh on every visit, since sessions start and end elsewhere. */
export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: fetchAccount, staleTime: 0 });
}
