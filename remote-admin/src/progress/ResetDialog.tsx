import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { TEST_RESET_REASON_MAX } from '@skillup/shared/api/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../common/FormDialog';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';

export interface ResetDialogProps {
  person: string;
  test: string;
  pending: boolean;
  /** What the server answered when it refused. */
  error: unknown;
  onReset(reason: string): void;
  onClose(): void;
}

/**
 * docs/areas/admin.md, "Progress": a reset cannot be undone and is logged with its reason, so
 * the dialog says what is lost and sends nothing until a reason is written.
 */
export function ResetDialog({ person, test, pending, error, onReset, onClose }: ResetDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.reset' });
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
    onReset(given);
  };
  return (
    <FormDialog
      title={t('title', { test })}
      role="alertdialog"
      initialFocus={field}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t('confirm')}
      submitPalette="red"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Dialog.Description>{t('warning', { person, test })}</Dialog.Description>
        <Field.Root required invalid={missing}>
          <Field.Label>
            {t('reason')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            ref={field}
            value={reason}
            maxLength={TEST_RESET_REASON_MAX}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (event.currentTarget.value.trim()) setMissing(false);
            }}
          />
          <Field.HelperText>{t('reasonHelp')}</Field.HelperText>
          <Field.ErrorText>{t('reasonMissing')}</Field.ErrorText>
        </Field.Root>
        <ServerError error={error} scope="progress.reset" />
      </Stack>
    </FormDialog>
  );
}
