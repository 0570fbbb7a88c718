import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { ErrorPanel } from './ErrorPanel';
import { useOnReconnect } from './useOnReconnect';

/**
 * A call that failed, with the message of docs/behaviour.md §8 for its kind and a Retry; it
 * also retries by itself when the connection returns.
 */
export function FailedRequest({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useOnReconnect(onRetry);
  return <ErrorPanel title={t(isApiError(error) ? error.messageKey : 'errors.generic')} onRetry={onRetry} />;
}
