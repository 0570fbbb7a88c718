import { Alert } from '@chakra-ui/react/alert';
import { isApiError } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * A refused action, announced as it appears: in the interface language when the server's code
 * has a text under `errors`, otherwise the general message with the server's own words beside it,
 * so the person still learns what went wrong.
 */
export function ActionError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(NS);
  if (!error) return null;
  const apiError = isApiError(error) ? error : null;
  const codeKey = apiError?.code ? `errors.${apiError.code}` : null;
  const known = codeKey !== null && i18n.exists(codeKey, { ns: NS });
  const title = known ? t(codeKey) : t(apiError?.messageKey ?? 'errors.generic', { ns: 'common' });
  const detail = !known && apiError?.code ? t('errors.serverSaid', { message: apiError.message, code: apiError.code }) : null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {detail ? <Alert.Description>{detail}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
