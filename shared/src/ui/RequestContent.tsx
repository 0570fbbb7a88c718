import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FailedRequest } from './FailedRequest';
import { Loading } from './Loading';

/** What a query shows while it runs and when it fails; `children` renders its answer. */
export function RequestContent<T>({ request, children }: { request: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (request.isPending) return <Loading />;
  if (request.isError) return <FailedRequest error={request.error} onRetry={() => void request.refetch()} />;
  return children(request.data);
}
