import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../progress/ScrollBox';
import { NS } from '../i18n';
import type { ListDefinition } from './definition';

interface ListTableProps<Item extends { id: number }> {
  definition: ListDefinition<Item>;
  items: readonly Item[];
  caption: string;
  /** Absent when nothing may be deleted: no column of checkboxes then. */
  selection?: ReadonlySet<number>;
  onSelect(ids: ReadonlySet<number>): void;
  currentId: number | null;
  onOpen(item: Item): void;
}

/** The rows of a list, each one selectable and openable as the current item; it scrolls inside itself. */
export function ListTable<Item extends { id: number }>({ definition, items, caption, selection, onSelect, currentId, onOpen }: ListTableProps<Item>) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const allSelected = selection !== undefined && items.length > 0 && items.every((item) => selection.has(item.id));
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <ScrollBox label={t('scroll', { list: caption })}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader w="1">
                <input
                  type="checkbox"
                  aria-label={t('selectAll')}
                  checked={allSelected}
                  disabled={items.length === 0}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
                />
              </Table.ColumnHeader>
            )}
            {definition.columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col">
                {t(column.label)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                {t('actions')}
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const label = definition.labelOf(item);
            return (
              <Table.Row key={item.id} aria-current={item.id === currentId ? 'true' : undefined} bg={item.id === currentId ? 'bg.muted' : undefined}>
                {selection && (
                  <Table.Cell>
                    <input
                      type="checkbox"
                      aria-label={t('select', { item: label })}
                      checked={selection.has(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  </Table.Cell>
                )}
                {definition.columns.map((column) => (
                  <Table.Cell key={column.key}>{column.value(item)}</Table.Cell>
                ))}
                <Table.Cell>
                  <Button size="xs" variant="outline" aria-label={t('openItem', { item: label })} onClick={() => onOpen(item)}>
                    {t('open')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}
