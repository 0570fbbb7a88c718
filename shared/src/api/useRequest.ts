import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { UserTest } from './contract';
import { listUserTests } from './tests';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `fetcher` when `deps` change and on `retry()`; an answer that arrives after the
 * inputs changed is dropped, so a slow call never overwrites a newer one.
 */
export function useRequest<T>(fetcher: () => Promise<T>, deps: DependencyList): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetcher().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // The caller lists what the fetcher depends on, as with useEffect.
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The campaign's tests with the user's progress, as every area lists them. */
export function useUserTests(campaignId: number) {
  return useRequest<UserTest[]>(() => listUserTests(campaignId), [campaignId]);
}
