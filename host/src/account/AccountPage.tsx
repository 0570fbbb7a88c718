import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentCampaign } from '../session/useCurrentCampaign';
import { useAccount } from './accountQuery';
import { AccountSection } from './AccountSection';
import { DataExportSection } from './DataExportSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** docs/behaviour.md §2.17: the signed-in person's own account, with or without a campaign entered. */
export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  // Opened afresh, the page learns the session's campaign as the campaign pages do: its language
  // is the one the page speaks, and the one the language section says stays in force.
  useCurrentCampaign();
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
            <DataExportSection />
          </Stack>
        )}
      </RequestContent>
    </Box>
  );
}
