import type { ReactNode } from 'react';
import type { RequestState } from '../api/useRequest';
import { FailedRequest } from './FailedRequest';
import { Loading } from './Loading';

/** What a request shows while it runs and when it fails; `children` renders its answer. */
export function RequestContent<T>({
  request,
  children,
}: {
  request: RequestState<T> & { retry: () => void };
  children: (data: T) => ReactNode;
}) {
  if (request.status === 'loading') return <Loading />;
  if (request.status === 'error') return <FailedRequest error={request.error} onRetry={request.retry} />;
  return children(request.data);
}
