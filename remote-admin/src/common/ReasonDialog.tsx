import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from './FormDialog';
import { ServerError } from './ServerError';

export interface ReasonDialogLabels {
  title: string;
  /** What the step does and who reads the reason. */
  description: string;
  reason: string;
  reasonHelp: string;
  reasonMissing: string;
  cancel: string;
  confirm: string;
}

export interface ReasonDialogProps {
  labels: ReasonDialogLabels;
  maxLength: number;
  pending: boolean;
  /** What the server answered when it refused, worded from `<errorScope>.errors` of the catalogue. */
  error: unknown;
  errorScope: string;
  onConfirm(reason: string): void;
  onClose(): void;
}

/**
 * A step that cannot be undone and is kept with its reason (a test reset, a denied nomination):
 * the dialog says what it does and sends nothing until a reason is written.
 */
export function ReasonDialog({ labels, maxLength, pending, error, errorScope, onConfirm, onClose }: ReasonDialogProps) {
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
    onConfirm(given);
  };
  return (
    <FormDialog
      title={labels.title}
      role="alertdialog"
      initialFocus={field}
      pending={pending}
      cancelLabel={labels.cancel}
      submitLabel={labels.confirm}
      submitPalette="red"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Dialog.Description>{labels.description}</Dialog.Description>
        <Field.Root required invalid={missing}>
          <Field.Label>
            {labels.reason}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            ref={field}
            value={reason}
            maxLength={maxLength}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (event.currentTarget.value.trim()) setMissing(false);
            }}
          />
          <Field.HelperText>{labels.reasonHelp}</Field.HelperText>
          <Field.ErrorText>{labels.reasonMissing}</Field.ErrorText>
        </Field.Root>
        <ServerError error={error} scope={errorScope} />
      </Stack>
    </FormDialog>
  );
}
