import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Heading } from '@chakra-ui/react/heading';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { isSelectable, taskState } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export interface InstructionsDialogProps {
  test: UserTest | null;
  onStart(test: UserTest): void;
  onClose(): void;
  /** The campaign is closed: no test starts, and the footer says why. */
  closed?: boolean;
}

/**
 * docs/behaviour.md §2.11: a test card's instructions modal, Description, Instructions and Start. A
 * test complete for good (not repeatable) says so instead of offering Start (docs/behaviour.md §4);
 * in a closed campaign any other test says the campaign is closed, in the words of its notice.
 */
export function InstructionsDialog({ test, onStart, onClose, closed = false }: InstructionsDialogProps) {
  const { t } = useTranslation(NS);
  const common = useTranslation().t;
  const selectable = test ? isSelectable(taskState(test, false)) : false;
  const startable = selectable && !closed;
  return (
    <Dialog.Root
      open={test !== null}
      onOpenChange={({ open }) => (open ? undefined : onClose())}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {test ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{test.name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <section aria-labelledby="challenge-modal-description">
                      <Heading as="h3" size="sm" id="challenge-modal-description">
                        {t('modal.description')}
                      </Heading>
                      <Text mt="1">{test.description}</Text>
                    </section>
                    <section aria-labelledby="challenge-modal-instructions">
                      <Heading as="h3" size="sm" id="challenge-modal-instructions">
                        {t('modal.instructions')}
                      </Heading>
                      <Text mt="1" whiteSpace="pre-line">
                        {test.instructions}
                      </Text>
                    </section>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {startable ? (
                    <Button colorPalette="yellow" onClick={() => onStart(test)} aria-label={t('modal.startTest', { name: test.name })}>
                      {t('modal.start')}
                    </Button>
                  ) : (
                    <Text fontWeight="semibold">{selectable ? common('closedCampaign.notice') : t('modal.done')}</Text>
                  )}
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('modal.close')} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
