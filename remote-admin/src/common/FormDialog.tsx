import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  /** 'alertdialog' when what the form does cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** The control the focus starts on. */
  initialFocus: RefObject<HTMLElement | null>;
  /** A long form scrolls inside the dialog rather than the page. */
  scrolls?: boolean;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitPalette?: string;
  /** The submit button waits for what the form asks (a confirmation typed back, say). */
  submitDisabled?: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * A form in a dialog, with Cancel and the submit button at its foot. While the request is on
 * its way, neither Cancel, the close button nor Escape close it.
 */
export function FormDialog({
  title,
  role = 'dialog',
  initialFocus,
  scrolls = false,
  pending,
  cancelLabel,
  submitLabel,
  submitPalette = 'brand',
  submitDisabled = false,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open
      role={role}
      placement="center"
      scrollBehavior={scrolls ? 'inside' : undefined}
      initialFocusEl={() => initialFocus.current}
      onOpenChange={({ open }) => {
        if (!open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette={submitPalette} loading={pending} loadingText={submitLabel} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelLabel} disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
