import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { BackToLogin, PublicPage } from '../public';

/** SPEC §2.6: a campaign whose privacy terms the user has not accepted cannot be entered. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('privacy.title')}>
      <Stack gap="6" align="flex-start">
        <Text>{t('privacy.consentRequired')}</Text>
        <BackToLogin />
      </Stack>
    </PublicPage>
  );
}
