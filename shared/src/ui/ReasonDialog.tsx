import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REASON_MAX } from '../api/contract';

/** The words of a ReasonDialog, in the area's own catalogue. */
export interface ReasonDialogLabels {
  title: string;
  /** What the step does and who reads the reason. */
  description: string;
  reason: string;
  reasonHelp?: string;
  reasonMissing: string;
  cancel: string;
  confirm: string;
}

export interface ReasonDialogProps {
  labels: ReasonDialogLabels;
  /** The longest reason the server keeps; REASON_MAX unless the step says otherwise. */
  maxLength?: number;
  pending: boolean;
  /** The server's refusal as the area words it; nothing while there is none. */
  error?: ReactNode;
  onConfirm(reason: string): void;
  onClose(): void;
}

/**
 * A step that cannot be undone and is kept with its reason, which someone will read (a test
 * reset, a nomination denied or declined): an alert dialog that says what the step does, sends
 * nothing until a reason is written (the field says so and takes the focus), and stays open,
 * Escape included, while the request is on its way.
 */
export function ReasonDialog({ labels, maxLength = REASON_MAX, pending, error, onConfirm, onClose }: ReasonDialogProps) {
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
    <Dialog.Root
      open
      role="alertdialog"
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
                <Dialog.Title>{labels.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                    {labels.reasonHelp ? <Field.HelperText>{labels.reasonHelp}</Field.HelperText> : null}
                    <Field.ErrorText>{labels.reasonMissing}</Field.ErrorText>
                  </Field.Root>
                  {error}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  {labels.cancel}
                </Button>
                <Button type="submit" colorPalette="red" loading={pending} loadingText={labels.confirm}>
                  {labels.confirm}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={labels.cancel} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
