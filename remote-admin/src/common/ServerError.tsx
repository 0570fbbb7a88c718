import { Alert } from '@chakra-ui/react/alert';
import { isApiError } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * A refusal of the server, said in the interface language when its code has a text under
 * `<scope>.errors` of the area's catalogue, with the server's own message and code beside it
 * (what support asks for). Announced as it appears.
 */
export function ServerError({ error, scope }: { error: unknown; scope: string }) {
  const { t, i18n } = useTranslation(NS);
  if (!error) return null;
  const apiError = isApiError(error) ? error : null;
  const codeKey = apiError?.code ? `${scope}.errors.${apiError.code}` : null;
  const title = codeKey && i18n.exists(codeKey, { ns: NS }) ? t(codeKey) : t(apiError?.messageKey ?? 'errors.generic', { ns: 'common' });
  const detail =
    apiError?.code && apiError.message !== apiError.messageKey ? t('common.serverSaid', { message: apiError.message, code: apiError.code }) : null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {detail && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
