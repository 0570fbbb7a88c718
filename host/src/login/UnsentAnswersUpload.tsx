import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { importQueueItems, ItemsFileError, readItemsFile } from '@skillup/shared';
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
    try {
      const count = await importQueueItems(readItemsFile(await file.text()));
      setResult({ kind: 'stored', count });
    } catch (error) {
      // Anything but a refused file is this device's storage failing.
      setResult({ kind: 'refused', messageKey: error instanceof ItemsFileError ? `queue.uploadErrors.${error.problem}` : 'errors.generic' });
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
