import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useItems, useListWrites } from './api/lists';
import { ConfirmDelete } from './ConfirmDelete';
import { CurrentItem } from './CurrentItem';
import type { ListWrites } from './access';
import type { ListDefinition } from './definition';
import { ItemForm } from './ItemForm';
import { ListTable } from './ListTable';

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; id: number };

/**
 * The generic list of docs/behaviour.md §3: the list, a selection, the current item, create,
 * edit, delete and bulk delete, as far as `writes` allows: no button the server would refuse
 * is offered.
 */
export function GenericList<Item extends { id: number }>({ definition, writes: allowed }: { definition: ListDefinition<Item>; writes: ListWrites }) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const items = useItems<Item>(definition.endpoint);
  const writes = useListWrites<Item>(definition.endpoint);
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const form = allowed === 'none' ? undefined : definition.form;
  const mayCreateAndDelete = allowed === 'all';
  const title = t(`${definition.name}.title`);
  const baseId = useId();
  const focusIds = {
    heading: `${baseId}-heading`,
    create: `${baseId}-new`,
    current: `${baseId}-current`,
    edit: `${baseId}-edit`,
    deleteSelection: `${baseId}-delete-selection`,
  };
  // Whatever replaces the control that had the focus (a form closing, a row deleted) hands it on, so the keyboard never falls back to the page's start.
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (focusOn === null) return;
    document.getElementById(focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const removeSelection = () =>
    writes.removeSelection.mutate([...selection], {
      onSuccess: (deleted) => {
        setDone(t('deletedSelection', { count: deleted }));
        if (currentId !== null && selection.has(currentId)) setCurrentId(null);
        setSelection(new Set());
        setConfirming(false);
        setFocusOn(focusIds.heading);
      },
    });

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" id={focusIds.heading} tabIndex={-1}>
        {title}
      </Heading>
      <Box aria-live="polite">{done && <Text>{done}</Text>}</Box>
      {form && mayCreateAndDelete && editing.kind === 'none' && (
        <Box>
          <Button
            id={focusIds.create}
            onClick={() => {
              writes.create.reset();
              setEditing({ kind: 'create' });
            }}
          >
            {t(`${definition.name}.new`)}
          </Button>
        </Box>
      )}
      {form && editing.kind === 'create' && (
        <ItemForm
          form={form}
          title={t(`${definition.name}.new`)}
          pending={writes.create.isPending}
          error={writes.create.error}
          onCancel={() => {
            setEditing({ kind: 'none' });
            setFocusOn(focusIds.create);
          }}
          onSave={(input) =>
            writes.create.mutate(input, {
              onSuccess: (created) => {
                setEditing({ kind: 'none' });
                setCurrentId(created.id);
                setFocusOn(focusIds.create);
                setDone(t('created', { item: definition.labelOf(created) }));
              },
            })
          }
        />
      )}
      <RequestContent request={items}>
        {(list) => {
          const current = list.find((item) => item.id === currentId);
          return (
            <Stack gap="4">
              {list.length === 0 ? (
                <Text>{t('empty')}</Text>
              ) : (
                <ListTable
                  definition={definition}
                  items={list}
                  caption={title}
                  selection={mayCreateAndDelete ? selection : undefined}
                  onSelect={setSelection}
                  currentId={currentId}
                  onOpen={(item) => {
                    setCurrentId(item.id);
                    setEditing((now) => (now.kind === 'edit' ? { kind: 'none' } : now));
                    setFocusOn(focusIds.current);
                  }}
                />
              )}
              {mayCreateAndDelete && selection.size > 0 && (
                <Stack gap="2" role="group" aria-label={t('selectionGroup')}>
                  <Text>{t('selected', { count: selection.size })}</Text>
                  {confirming ? (
                    <ConfirmDelete
                      question={t('confirmSelection', { count: selection.size })}
                      pending={writes.removeSelection.isPending}
                      onConfirm={removeSelection}
                      onCancel={() => {
                        setConfirming(false);
                        setFocusOn(focusIds.deleteSelection);
                      }}
                    />
                  ) : (
                    <Box>
                      <Button
                        id={focusIds.deleteSelection}
                        colorPalette="red"
                        variant="outline"
                        onClick={() => {
                          writes.removeSelection.reset();
                          setConfirming(true);
                        }}
                      >
                        {t('deleteSelection', { count: selection.size })}
                      </Button>
                    </Box>
                  )}
                  <ServerError error={writes.removeSelection.error} scope="lists" />
                </Stack>
              )}
              {current && form && editing.kind === 'edit' && editing.id === current.id ? (
                <ItemForm
                  key={current.id}
                  form={form}
                  item={current}
                  title={t('editTitle', { item: definition.labelOf(current) })}
                  pending={writes.update.isPending}
                  error={writes.update.error}
                  onCancel={() => {
                    setEditing({ kind: 'none' });
                    setFocusOn(focusIds.edit);
                  }}
                  onSave={(input) =>
                    writes.update.mutate(
                      { id: current.id, input },
                      {
                        onSuccess: (updated) => {
                          setEditing({ kind: 'none' });
                          setFocusOn(focusIds.edit);
                          setDone(t('updated', { item: definition.labelOf(updated) }));
                        },
                      },
                    )
                  }
                />
              ) : (
                current && (
                  <CurrentItem
                    definition={definition}
                    item={current}
                    mayDelete={mayCreateAndDelete}
                    headingId={focusIds.current}
                    editId={focusIds.edit}
                    onEdit={
                      form
                        ? () => {
                            writes.update.reset();
                            setEditing({ kind: 'edit', id: current.id });
                          }
                        : undefined
                    }
                    onDeleted={() => {
                      setDone(t('deleted', { item: definition.labelOf(current) }));
                      setCurrentId(null);
                      setFocusOn(focusIds.heading);
                      setSelection((now) => new Set([...now].filter((id) => id !== current.id)));
                    }}
                    remove={writes.remove}
                  />
                )
              )}
            </Stack>
          );
        }}
      </RequestContent>
    </Stack>
  );
}
