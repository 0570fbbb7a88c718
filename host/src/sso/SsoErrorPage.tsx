import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackToLogin, PublicPage } from '../public';
import { ssoErrorMessageKey } from './errorMessage';

/** docs/behaviour.md §2.4: where a failed company sign-in ends, told apart by the `code` parameter. */
export function SsoErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PublicPage title={t('sso.errorTitle')}>
      <Stack gap="6" align="flex-start">
        <Text role="alert">{t(ssoErrorMessageKey(params.get('code')))}</Text>
        <BackToLogin />
      </Stack>
    </PublicPage>
  );
}
