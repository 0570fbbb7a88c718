import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from 'react-i18next';

export interface YesNoDialogProps {
  open: boolean;
  title: string;
  text: string;
  onYes(): void;
  onNo(): void;
}

/** A question answered yes or no, in any area; Escape and the backdrop answer no. */
export function YesNoDialog({ open, title, text, onYes, onNo }: YesNoDialogProps) {
  const { t } = useTranslation();
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
                {t('actions.no')}
              </Button>
              <Button colorPalette="brand" onClick={onYes}>
                {t('actions.yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
