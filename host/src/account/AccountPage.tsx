import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared/ui';
import { useTranslation } from 'react-i18next';
import { useAccount } from './accountQuery';
import { AccountSection } from './AccountSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** docs/behaviour.md §2.17: the signed-in person's own account, with or without a campaign entered. */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Box py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        {t('account.title')}
      </Heading>
      <RequestContent request={account}>
        {({ account: person, sessions }) => (
          <Stack gap="6">
            <ProfileSection account={person} />
            <LanguageSection lang={person.lang} />
            {person.hasSSO ? (
              <AccountSection id="account-password" title={t('account.password')}>
                <Text>{t('account.passwordBySso')}</Text>
              </AccountSection>
            ) : (
              <PasswordSection />
            )}
            <SessionsSection sessions={sessions} />
          </Stack>
        )}
      </RequestContent>
    </Box>
  );
}
