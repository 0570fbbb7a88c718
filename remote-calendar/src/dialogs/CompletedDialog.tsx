import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * 'Completato!': every activity of the agenda is done (`allDone`), or one more since the Agenda
 * was last shown. `text` is the campaign's sanitised HTML.
 */
export function CompletedDialog({ open, text, allDone, onClose }: { open: boolean; text: string | null; allDone: boolean; onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog.Root open={open} onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('completed.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {text ? <Box dangerouslySetInnerHTML={{ __html: text }} /> : <Text>{t(allDone ? 'completed.text' : 'completed.one')}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('completed.end')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
