import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { fullScreenAtom, isAssessor, languageAtom, markTestCompleteAtom, sessionUserAtom, testAppearance } from '@skillup/shared';
import type { TestStatus } from '@skillup/shared/api/contract';
import { activityUrl, type TestRun } from './run';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { useActivityConnection } from '../activity/connection';
import { useFrameLoad } from './useFrameLoad';

export interface ActivityFrameProps {
  run: TestRun;
  onComplete(): void;
  onExit(): void;
  onClose(): void;
  confirm(request: { title: string; text: string }): Promise<boolean>;
}

/**
 * docs/behaviour.md §2.9: the activity full screen in a sandboxed frame, a loader in the test's colour
 * until it shows, 'Impossibile caricare l'attività' when it does not. The frame is served from the
 * activities' own origin and sandboxed without allow-same-origin (docs/security.md): it can
 * neither read this page nor call the API as the participant, only ask through the bridge.
 */
export function ActivityFrame({ run, onComplete, onExit, onClose, confirm }: ActivityFrameProps) {
  const { t } = useTranslation(NS);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const user = useAtomValue(sessionUserAtom);
  const lang = useAtomValue(languageAtom);
  const markComplete = useSetAtom(markTestCompleteAtom);
  const src = activityUrl(run);
  const load = useFrameLoad(frameRef, src);
  const { solid } = testAppearance(run.test);
  const setFullScreen = useSetAtom(fullScreenAtom);

  useEffect(() => {
    setFullScreen(true);
    return () => setFullScreen(false);
  }, [setFullScreen]);
  // Opening a test is a change of page: the keyboard goes on inside the activity.
  useEffect(() => {
    if (load === 'ready') frameRef.current?.focus();
  }, [load]);

  useActivityConnection(frameRef, {
    ...run,
    user: {
      id: run.userId,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      role: user?.role.name ?? '',
    },
    lang,
    assessor: isAssessor(user?.role.name),
    onStatus: (status: TestStatus) => {
      if (status !== 'complete') return;
      markComplete({ campaignId: run.campaignId, testId: run.testId });
      onComplete();
    },
    onExit,
    confirm,
  });

  return (
    <Box position="fixed" inset="0" zIndex="sticky" bg="bg" data-remote="taskroom">
      <iframe
        ref={frameRef}
        src={src}
        title={run.test.name}
        sandbox="allow-scripts allow-forms"
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
      {load === 'loading' ? (
        <Center position="absolute" inset="0" bg={solid} color="white" role="status" flexDirection="column" gap="4">
          <Spinner size="xl" borderWidth="3px" />
          <Text fontWeight="semibold">{t('frame.loading')}</Text>
        </Center>
      ) : null}
      {load === 'failed' ? (
        <Center position="absolute" inset="0" bg="bg" role="alert">
          <Stack align="center" gap="3" px="6" textAlign="center">
            <Text fontSize="xl" fontWeight="bold">
              {t('frame.failed')}
            </Text>
            <Text color="fg.muted">{t('frame.failedHint')}</Text>
            <Button colorPalette="brand" onClick={onExit}>
              {t('frame.home')}
            </Button>
          </Stack>
        </Center>
      ) : null}
      <Button position="absolute" top="2" right="2" size="sm" variant="solid" colorPalette="gray" onClick={onClose} aria-label={t('frame.close')}>
        ✕
      </Button>
    </Box>
  );
}
