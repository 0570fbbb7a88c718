import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import type { ListDefinition } from './definition';

interface CurrentItemProps<Item extends { id: number }> {
  definition: ListDefinition<Item>;
  item: Item;
  mayWrite: boolean;
  /** Absent when the list has no form. */
  onEdit?: () => void;
  onDeleted(): void;
  remove: UseMutationResult<void, Error, number>;
}

/** The current item: its fields, and what may be done to it; a deletion is confirmed first. */
export function CurrentItem<Item extends { id: number }>({ definition, item, mayWrite, onEdit, onDeleted, remove }: CurrentItemProps<Item>) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const label = definition.labelOf(item);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md" id={headingId}>
        {t('current', { item: label })}
      </Heading>
      <DataList.Root orientation="horizontal">
        {definition.columns.map((column) => (
          <DataList.Item key={column.key}>
            <DataList.ItemLabel>{t(column.label)}</DataList.ItemLabel>
            <DataList.ItemValue>{column.value(item)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {mayWrite && (
        <Stack direction="row" gap="3" wrap="wrap">
          {onEdit && (
            <Button variant="outline" onClick={onEdit}>
              {t('edit')}
            </Button>
          )}
          {!confirming && (
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {t('delete')}
            </Button>
          )}
        </Stack>
      )}
      {confirming && (
        <Alert.Root status="warning">
          <Alert.Content>
            <Alert.Title>{t('confirmOne', { item: label })}</Alert.Title>
            <Stack direction="row" gap="3" mt="2" wrap="wrap">
              <Button colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(item.id, { onSuccess: onDeleted })}>
                {t('confirmDelete')}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                {t('cancel')}
              </Button>
            </Stack>
          </Alert.Content>
        </Alert.Root>
      )}
      <ServerError error={remove.error} scope="lists" />
    </Stack>
  );
}
