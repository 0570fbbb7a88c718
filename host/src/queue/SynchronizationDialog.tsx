import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Progress } from '@chakra-ui/react/progress';
import { Text } from '@chakra-ui/react/text';
import { itemsFile, pendingQueueItems, saveStatusAtom, skipPendingQueue } from '@skillup/shared/queue';
import { sessionUserAtom } from '@skillup/shared/state';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { synchronizingAtom } from './synchronizing';

/** docs/behaviour.md §9: the logout follows 1 s after the queue has emptied. */
export const LOGOUT_DELAY_MS = 1000;

/** The name of the file of unsent answers (docs/queue.md §8). */
export const UNSENT_FILE_NAME = 'skillup-unsent-answers.json';

/**
 * docs/behaviour.md §2.15: a logout with pending items waits for them, showing how far the queue got
 * and whether the device is offline. Skip first warns how many answers would be lost and
 * offers them as a file; confirmed, it turns what is left into logs so the user can leave.
 */
export function SynchronizationDialog({ onDone }: { onDone: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(synchronizingAtom);
  const status = useAtomValue(saveStatusAtom);
  const user = useAtomValue(sessionUserAtom);
  const { pending } = status;
  const [total, setTotal] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [file, setFile] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (open) {
      setTotal((previous) => Math.max(previous, pending));
      return;
    }
    setTotal(0);
    setConfirming(false);
    setFile(null);
  }, [open, pending]);

  useEffect(() => {
    if (!open || pending > 0 || skipping) return;
    const timer = setTimeout(() => {
      setOpen(false);
      void done.current();
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, pending, skipping, setOpen]);

  const askToSkip = () => {
    // The file holds what is pending now, so what the warning counts is what it carries.
    setFile(user ? itemsFile(user.id, pendingQueueItems(), new Date()) : null);
    setConfirming(true);
  };

  const skip = async () => {
    setSkipping(true);
    try {
      await skipPendingQueue();
    } finally {
      setOpen(false);
      setSkipping(false);
      await done.current();
    }
  };

  const sent = Math.max(total - pending, 0);
  const percent = total === 0 ? 100 : Math.round((sent / total) * 100);
  const offline = status.state === 'offline';

  return (
    <Dialog.Root open={open} role="alertdialog" closeOnInteractOutside={false} closeOnEscape={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('queue.synchronization')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Progress.Root value={percent} max={100}>
                <Progress.Label>{t('queue.progress', { sent, count: total })}</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              {offline ? (
                <Alert.Root status="warning" mt="3" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{t('queue.offline', { count: pending })}</Alert.Title>
                </Alert.Root>
              ) : (
                <Text mt="3" fontSize="sm" color="fg.muted" role="status">
                  {t('queue.waiting')}
                </Text>
              )}
              {confirming ? (
                <Alert.Root status="error" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{t('queue.skipWarning', { count: pending })}</Alert.Title>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {confirming ? (
                <>
                  {file ? (
                    <Button asChild variant="outline">
                      <a href={`data:application/json;charset=utf-8,${encodeURIComponent(file)}`} download={UNSENT_FILE_NAME}>
                        {t('queue.download')}
                      </a>
                    </Button>
                  ) : null}
                  <Button variant="ghost" onClick={() => setConfirming(false)} disabled={skipping}>
                    {t('queue.keepWaiting')}
                  </Button>
                  <Button colorPalette="red" onClick={() => void skip()} loading={skipping} loadingText={t('queue.confirmSkip')}>
                    {t('queue.confirmSkip')}
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={askToSkip}>
                  {t('queue.skip')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
