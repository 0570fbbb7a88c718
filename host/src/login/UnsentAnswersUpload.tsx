import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Result = { kind: 'stored'; count: number } | { kind: 'refused'; messageKey: string } | null;

/**
 * docs/queue.md §8: a file of answers skipped on logout, handed back by the participant or
 * support, goes into this device's queue; its person's next sign-in here delivers them.
 */
export function UnsentAnswersUpload() {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The queue, its storage and its checks load when a file is chosen, not with the login page.
    let queue: typeof import('@skillup/shared/queue') | undefined;
    try {
      queue = await import('@skillup/shared/queue');
      const count = await queue.importQueueItems(queue.readItemsFile(await file.text()));
      setResult({ kind: 'stored', count });
    } catch (error) {
      // Anything but a refused file is this device's storage failing, or its code not loading.
      const refused = queue !== undefined && error instanceof queue.ItemsFileError;
      setResult({ kind: 'refused', messageKey: refused ? `queue.uploadErrors.${error.problem}` : 'errors.generic' });
    }
  };

  return (
    <Field.Root>
      <Field.Label fontSize="sm">{t('queue.upload')}</Field.Label>
      <Input type="file" accept="application/json,.json" size="sm" p="1" onChange={(event) => void onFile(event)} />
      <Field.HelperText>{t('queue.uploadHint')}</Field.HelperText>
      <Text role="status" fontSize="sm" color={result?.kind === 'refused' ? 'fg.error' : 'fg.success'}>
        {result?.kind === 'stored' ? t('queue.uploadStored', { count: result.count }) : null}
        {result?.kind === 'refused' ? t(result.messageKey) : null}
      </Text>
    </Field.Root>
  );
}
