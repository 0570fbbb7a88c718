import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Image } from '@chakra-ui/react/image';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { testBaseUrl } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import type { Preview } from '../agenda/preview';
import { NS } from '../i18n';

export interface PreviewDialogProps {
  preview: Preview | null;
  onStart(): void;
  onClose(): void;
}

/** The mail or the chat message that announces an activity, with its start. */
export function PreviewDialog({ preview, onStart, onClose }: PreviewDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog.Root open={preview !== null} onOpenChange={({ open }) => (open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{preview?.type === 'chat' ? t('preview.chat') : t('preview.mail')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview?.type === 'email' ? (
                <Stack gap="1">
                  <Text fontWeight="semibold">{t('preview.from', { sender: preview.sender })}</Text>
                  {preview.subject ? <Text>{t('preview.subject', { subject: preview.subject })}</Text> : null}
                  {preview.time ? (
                    <Text color="fg.muted" fontSize="sm">
                      {t('preview.at', { time: preview.time })}
                    </Text>
                  ) : null}
                  <Text mt="2">{preview.content}</Text>
                </Stack>
              ) : null}
              {preview?.type === 'chat' ? (
                <Stack gap="2">
                  <HStack>
                    {preview.img ? <Image src={`${testBaseUrl()}${preview.img.src}`} alt={preview.img.alt} boxSize="10" rounded="full" /> : null}
                    <Box>
                      <Text fontWeight="semibold">{preview.sender}</Text>
                      {preview.time ? (
                        <Text color="fg.muted" fontSize="sm">
                          {t('preview.at', { time: preview.time })}
                        </Text>
                      ) : null}
                    </Box>
                  </HStack>
                  {preview.messages.map((message, i) => (
                    <Box key={i} bg="bg.muted" rounded="lg" px="3" py="2" alignSelf="flex-start">
                      {message}
                    </Box>
                  ))}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onStart}>{t('preview.start')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
