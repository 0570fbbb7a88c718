import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { ErrorPanel } from './ErrorPanel';

/** A call that failed, with the message of docs/behaviour.md §8 for its kind and a Retry. */
export function FailedRequest({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t(isApiError(error) ? error.messageKey : 'errors.generic')} onRetry={onRetry} />;
}
