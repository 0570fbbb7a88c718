import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export interface YesNoDialogProps {
  open: boolean;
  title: string;
  text: string;
  onYes(): void;
  onNo(): void;
}

/** A question answered Sì or No; Escape and the backdrop answer No. */
export function YesNoDialog({ open, title, text, onYes, onNo }: YesNoDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : onNo())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onNo}>
                {t('no')}
              </Button>
              <Button colorPalette="brand" onClick={onYes}>
                {t('yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
