import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { useExit } from './useExit';

/** docs/behaviour.md §2.11: the challenge's own header, the participant's name and the way out. */
export function ChallengeHeader() {
  const { t } = useTranslation(NS);
  const user = useAtomValue(sessionUserAtom);
  const { exit, leaving } = useExit();
  return (
    <Flex align="center" justify="space-between" gap="3" py="2" borderBottomWidth="1px" data-testid="challenge-header">
      <Text fontWeight="semibold" truncate>
        {user ? `${user.firstName} ${user.lastName}` : null}
      </Text>
      <Button size="sm" variant="outline" onClick={exit} loading={leaving} loadingText={t('leaving')}>
        {t('exit')}
      </Button>
    </Flex>
  );
}
