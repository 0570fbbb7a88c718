import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Progress } from '@chakra-ui/react/progress';
import { Text } from '@chakra-ui/react/text';
import { queueStateAtom, skipPendingQueue } from '@skillup/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { synchronizingAtom } from './synchronizing';

/** docs/behaviour.md §9: the logout follows 1 s after the queue has emptied. */
export const LOGOUT_DELAY_MS = 1000;

/**
 * docs/behaviour.md §2.15: a logout with pending items waits for them, showing how far the queue got;
 * Skip turns what is left into logs so the user can leave at once.
 */
export function SynchronizationDialog({ onDone }: { onDone: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(synchronizingAtom);
  const { pending } = useAtomValue(queueStateAtom);
  const [total, setTotal] = useState(0);
  const [skipping, setSkipping] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!open) return;
    setTotal((previous) => Math.max(previous, pending));
  }, [open, pending]);

  useEffect(() => {
    if (!open || pending > 0 || skipping) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setTotal(0);
      void done.current();
    }, LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, pending, skipping, setOpen]);

  const skip = async () => {
    setSkipping(true);
    try {
      await skipPendingQueue();
    } finally {
      setOpen(false);
      setTotal(0);
      setSkipping(false);
      await done.current();
    }
  };

  const sent = Math.max(total - pending, 0);
  const percent = total === 0 ? 100 : Math.round((sent / total) * 100);

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
                <Progress.Label>{t('queue.progress', { sent, total })}</Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text mt="3" fontSize="sm" color="fg.muted">
                {t('queue.waiting')}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void skip()} loading={skipping}>
                {t('queue.skip')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
