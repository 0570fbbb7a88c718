import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const STEPS = ['ring', 'icons', 'cards', 'documents'] as const;

/** docs/behaviour.md §2.11: the tutorial, step by step; closing it at any step counts as seen. */
export function TutorialDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState(0);
  const close = () => {
    setStep(0);
    onClose();
  };
  const last = step === STEPS.length - 1;
  return (
    <Dialog.Root open={open} onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('tutorialDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted">
                {t('tutorialDialog.step', { number: step + 1, total: STEPS.length })}
              </Text>
              <Dialog.Description mt="2">{t(`tutorialDialog.${STEPS[step]}`)}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={step === 0} onClick={() => setStep((n) => n - 1)}>
                {t('tutorialDialog.back')}
              </Button>
              <Button colorPalette="yellow" onClick={last ? close : () => setStep((n) => n + 1)}>
                {t(last ? 'tutorialDialog.finish' : 'tutorialDialog.next')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
