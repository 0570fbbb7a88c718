import { Alert } from '@chakra-ui/react/alert';
import { List } from '@chakra-ui/react/list';
import { useTranslation } from 'react-i18next';

/**
 * What went wrong with a form's last submit, when something did: an i18n key, and the
 * keys of the details (e.g. the password rules the server refused) when there are some,
 * with the values their texts interpolate.
 */
export function FormError({
  messageKey,
  messageValues,
  detailKeys = [],
  detailValues,
}: {
  messageKey: string | null;
  messageValues?: Record<string, string | number>;
  detailKeys?: string[];
  detailValues?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(messageKey, messageValues)}</Alert.Title>
        {detailKeys.length ? (
          <Alert.Description>
            <List.Root ps="4">
              {detailKeys.map((key) => (
                <List.Item key={key}>{t(key, detailValues)}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
