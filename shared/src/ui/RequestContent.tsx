import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FailedRequest } from './FailedRequest';
import { Loading } from './Loading';
import { OfflineWait } from './OfflineWait';

/**
 * What a query shows while it runs, while its first load waits for the connection, and when it
 * fails; `children` renders its answer.
 */
export function RequestContent<T>({ request, children }: { request: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (request.isPending) return request.fetchStatus === 'paused' ? <OfflineWait /> : <Loading />;
  if (request.isError) return <FailedRequest error={request.error} onRetry={() => void request.refetch()} />;
  return children(request.data);
}
