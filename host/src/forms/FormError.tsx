import { Alert } from '@chakra-ui/react/alert';
import { useTranslation } from 'react-i18next';

/** What went wrong with a form's last submit, when something did: an i18n key. */
export function FormError({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{t(messageKey)}</Alert.Title>
    </Alert.Root>
  );
}
