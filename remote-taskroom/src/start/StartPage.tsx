import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { canAnswer, currentTestAtom, isMobileAtom, testAppearance, usePageHandle, useSelectedCampaign, useStartTest } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { NS } from '../i18n';
import { StartButton } from './StartButton';
import { TestCover } from './TestCover';

/**
 * docs/behaviour.md §2.8, /start: the current test's details — back (to /tests on the mobile, to / on
 * the desktop), cover, name, description, duration, instructions and Inizia (Continua when in progress). Without a
 * current test there is nothing to show, and in a closed campaign nothing to start: back to /.
 */
export function StartPage() {
  const { t } = useTranslation(NS);
  const test = useAtomValue(currentTestAtom);
  const campaign = useSelectedCampaign();
  const isMobile = useAtomValue(isMobileAtom);
  const startTest = useStartTest();
  // docs/behaviour.md §2.2: the header closes this page to home, and has no menu on the mobile.
  usePageHandle({ closeTo: '/', hideMobileMenu: true });
  if (!test || (campaign && !canAnswer(campaign))) return <Navigate to="/" replace />;
  const { duration } = testAppearance(test);

  return (
    <Stack as="article" gap="5" py="6" maxW="3xl" aria-labelledby="taskroom-start" data-remote="taskroom">
      <Box>
        <Button asChild variant="outline" size="sm">
          <Link to={isMobile ? '/tests' : '/'}>{t('back')}</Link>
        </Button>
      </Box>
      <TestCover test={test} />
      <Heading as="h1" size="2xl" id="taskroom-start">
        {test.name}
      </Heading>
      {test.description ? <Text color="fg.muted">{test.description}</Text> : null}
      {duration !== null ? (
        <DataList.Root orientation="horizontal" borderWidth="1px" rounded="md" p="4">
          <DataList.Item>
            <DataList.ItemLabel>{t('duration')}</DataList.ItemLabel>
            <DataList.ItemValue>{t('minutes', { count: duration })}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : null}
      {test.instructions ? (
        <Box as="section" aria-labelledby="taskroom-instructions">
          <Heading as="h2" size="md" id="taskroom-instructions">
            {t('instructions')}
          </Heading>
          <Text mt="2" whiteSpace="pre-line">
            {test.instructions}
          </Text>
        </Box>
      ) : null}
      <StartButton test={test} onStart={startTest} />
    </Stack>
  );
}
