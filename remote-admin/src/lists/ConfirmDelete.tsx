import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A deletion asked before it is made; the focus starts on 'Annulla', the answer that loses nothing. */
export function ConfirmDelete({
  question,
  pending,
  onConfirm,
  onCancel,
}: {
  question: string;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Alert.Root status="warning">
      <Alert.Content>
        <Alert.Title>{question}</Alert.Title>
        <Stack direction="row" gap="3" mt="2" wrap="wrap">
          <Button colorPalette="red" loading={pending} loadingText={t('confirmDelete')} onClick={onConfirm}>
            {t('confirmDelete')}
          </Button>
          <Button ref={cancel} variant="outline" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
