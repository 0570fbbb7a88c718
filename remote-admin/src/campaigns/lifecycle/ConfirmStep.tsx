import { Dialog } from '@chakra-ui/react/dialog';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
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
 * be undone; a refusal of the server shows inside the dialog.
 */
export function ConfirmStep({ step, open, pending, error, onConfirm, onCancel, finalFocus }: ConfirmStepProps) {
  const { t } = useTranslation(NS);
  return (
    <ConfirmDialog
      open={open}
      title={t(`campaigns.lifecycle.${step}.title`)}
      cancelLabel={t('campaigns.lifecycle.cancel')}
      confirmLabel={t(`campaigns.lifecycle.${step}.confirm`)}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      finalFocus={finalFocus}
    >
      <Dialog.Description>{t(`campaigns.lifecycle.${step}.what`)}</Dialog.Description>
      <Text fontWeight="semibold">{t(`campaigns.lifecycle.${step}.final`)}</Text>
      <ServerError error={error} scope="campaigns" />
    </ConfirmDialog>
  );
}
