import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does, and a refusal of the server once there is one. */
  children: ReactNode;
  cancelLabel: string;
  /** Without it the dialog only tells, and its one button closes it. */
  confirmLabel?: string;
  pending?: boolean;
  onConfirm?(): void;
  onCancel(): void;
  /** Where the focus goes once the dialog closes. */
  finalFocus(): HTMLElement | null;
}

/**
 * The question before an action of the console that cannot be taken back. The focus starts
 * on Cancel, so that Enter pressed by habit does nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  pending = false,
  onConfirm,
  onCancel,
  finalFocus,
}: ConfirmDialogProps) {
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              {confirmLabel !== undefined && (
                <Button colorPalette="brand" loading={pending} loadingText={confirmLabel} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
