import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AccountSession } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms';
import { AccountSection } from './AccountSection';
import { deviceName } from './deviceName';
import { useSignOutEverywhere } from './useSignOutEverywhere';

/** docs/behaviour.md §2.17: where the person is signed in, and a way to end all of it. */
export function SessionsSection({ sessions }: { sessions: AccountSession[] }) {
  const { t, i18n } = useTranslation();
  const signOut = useSignOutEverywhere();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AccountSection id="account-sessions" title={t('account.sessions')}>
      <List.Root listStyleType="none" gap="3" ps="0">
        {sessions.map((session, index) => (
          <List.Item key={`${session.startedAt}-${index}`} borderBottomWidth="1px" pb="3">
            <Stack gap="0">
              <Text fontWeight="medium">
                {session.device ? deviceName(session.device) : t('account.unknownDevice')}{' '}
                {session.current ? (
                  <Badge colorPalette="green" ms="1">
                    {t('account.thisSession')}
                  </Badge>
                ) : null}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('account.sessionTimes', { started: when.format(new Date(session.startedAt)), ends: when.format(new Date(session.expiresAt)) })}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm">{t('account.signOutEverywhereHint')}</Text>
      <FormError messageKey={signOut.errorKey} />
      <Button variant="outline" alignSelf="flex-start" loading={signOut.pending} loadingText={t('account.signOutEverywhere')} onClick={signOut.run}>
        {t('account.signOutEverywhere')}
      </Button>
    </AccountSection>
  );
}
