import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { ConfirmDelete } from './ConfirmDelete';
import { NS } from '../i18n';
import type { ListDefinition } from './definition';

interface CurrentItemProps<Item extends { id: number }> {
  definition: ListDefinition<Item>;
  item: Item;
  mayDelete: boolean;
  /** The heading's id: the list focuses it when it opens an item. */
  headingId: string;
  /** The id of 'Modifica': the list focuses it when the form closes. */
  editId: string;
  /** Absent when the list has no form, or the caller may not change its items. */
  onEdit?: () => void;
  onDeleted(): void;
  remove: UseMutationResult<void, Error, number>;
}

/** The current item: its fields, and what may be done to it; a deletion is confirmed first. */
export function CurrentItem<Item extends { id: number }>({
  definition,
  item,
  mayDelete,
  headingId,
  editId,
  onEdit,
  onDeleted,
  remove,
}: CurrentItemProps<Item>) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const [confirming, setConfirming] = useState(false);
  const [focusDelete, setFocusDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusDelete) deleteButton.current?.focus();
    setFocusDelete(false);
  }, [focusDelete]);
  const label = definition.labelOf(item);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="md" id={headingId} tabIndex={-1}>
        {t('current', { item: label })}
      </Heading>
      <DataList.Root orientation="horizontal">
        {definition.columns.map((column) => (
          <DataList.Item key={column.key}>
            <DataList.ItemLabel>{t(column.label)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{column.value(item)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {(onEdit || mayDelete) && (
        <Stack direction="row" gap="3" wrap="wrap">
          {onEdit && (
            <Button id={editId} variant="outline" onClick={onEdit}>
              {t('edit')}
            </Button>
          )}
          {mayDelete && !confirming && (
            <Button
              ref={deleteButton}
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
        <ConfirmDelete
          question={t('confirmOne', { item: label })}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(item.id, { onSuccess: onDeleted })}
          onCancel={() => {
            setConfirming(false);
            setFocusDelete(true);
          }}
        />
      )}
      <ServerError error={remove.error} scope="lists" />
    </Stack>
  );
}
