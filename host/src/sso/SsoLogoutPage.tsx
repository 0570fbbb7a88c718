import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../public';

/** docs/behaviour.md §2.1: users who came in through their company cannot sign in here, only through their link. */
export function SsoLogoutPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('sso.loggedOutTitle')}>
      <Text>{t('sso.loggedOut')}</Text>
    </PublicPage>
  );
}
