import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import type { LifecycleStep } from '../api/lifecycle';

export interface ConfirmStepProps {
  step: LifecycleStep;
  open: boolean;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
  /** Where the focus goes once the dialog closes. */
  finalFocus(): HTMLElement | null;
}

/**
 * The question before a step of the lifecycle, which says what the step does and what cannot
 * be undone. The focus starts on Cancel; a refusal of the server shows inside the dialog.
 */
export function ConfirmStep({ step, open, pending, error, onConfirm, onCancel, finalFocus }: ConfirmStepProps) {
  const { t } = useTranslation(NS);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      onOpenChange={({ open: stillOpen }) => {
        if (!stillOpen) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(`campaigns.lifecycle.${step}.title`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>{t(`campaigns.lifecycle.${step}.what`)}</Dialog.Description>
                <Text fontWeight="semibold">{t(`campaigns.lifecycle.${step}.final`)}</Text>
                <ServerError error={error} scope="campaigns" />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {t('campaigns.lifecycle.cancel')}
              </Button>
              <Button colorPalette="brand" loading={pending} loadingText={t(`campaigns.lifecycle.${step}.confirm`)} onClick={onConfirm}>
                {t(`campaigns.lifecycle.${step}.confirm`)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
