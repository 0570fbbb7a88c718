import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { REASON_MAX } from '@skillup/shared/api/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ActionError } from './ActionError';

export interface ReasonDialogProps {
  title: string;
  text: string;
  submitLabel: string;
  pending: boolean;
  /** What the server answered when it refused. */
  error: unknown;
  onSubmit(reason: string): void;
  onClose(): void;
}

/**
 * A refusal that the other person reads the reason of: nothing is sent until a reason is
 * written, and while the request is on its way the dialog stays open.
 */
export function ReasonDialog({ title, text, submitLabel, pending, error, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(NS);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (!given) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onSubmit(given);
  };
  return (
    <Dialog.Root
      open
      placement="center"
      initialFocusEl={() => field.current}
      onOpenChange={({ open }) => {
        if (!open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{text}</Dialog.Description>
                  <Field.Root required invalid={missing}>
                    <Field.Label>
                      {t('reason.label')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      ref={field}
                      value={reason}
                      maxLength={REASON_MAX}
                      onChange={(event) => {
                        setReason(event.currentTarget.value);
                        if (event.currentTarget.value.trim()) setMissing(false);
                      }}
                    />
                    <Field.ErrorText>{t('reason.missing')}</Field.ErrorText>
                  </Field.Root>
                  <ActionError error={error} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  {t('reason.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={pending} loadingText={submitLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('reason.cancel')} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
