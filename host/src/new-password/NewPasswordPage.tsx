import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { BackToLogin, PublicPage } from '../public';

/** SPEC §2.5: the login asked for a new password; without token and e-mail, back to /login. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const { token, email } = useParams();
  if (!token || !email) return <Navigate to="/login" replace />;
  return (
    <PublicPage title={t('newPassword.title')}>
      <Stack gap="6" align="flex-start">
        <Text>{t('newPassword.required', { email })}</Text>
        <BackToLogin />
      </Stack>
    </PublicPage>
  );
}
