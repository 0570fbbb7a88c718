import { Table } from '@chakra-ui/react/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { Pager } from '../../progress/Pager';
import type { ImportKind, VerdictRow } from './importKind';
import { VerdictBadge } from './VerdictBadge';
import { ScrollBox } from '../../progress/ScrollBox';

/** A file of 10,000 rows is shown a page at a time: the table stays quick to render and to read. */
export const PREVIEW_PAGE_SIZE = 50;

/** The rows of an import with their verdicts, paged in the browser. */
export function ImportRows<R extends VerdictRow>({ rows, label, kind }: { rows: R[]; label: string; kind: ImportKind<R> }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import' });
  const detail = kind.useDetail();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);
  return (
    <>
      <ScrollBox label={t('tableOf', { label })} borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">{t('column.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.verdict')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.detail')}</Table.ColumnHeader>
              {kind.columns.map((column) => (
                <Table.ColumnHeader key={column.header}>{t(`column.${column.header}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.line}>
                <Table.Cell textAlign="end">{row.line}</Table.Cell>
                <Table.Cell>
                  <VerdictBadge verdict={row.verdict} />
                </Table.Cell>
                <Table.Cell minW="48">{detail(row)}</Table.Cell>
                {kind.columns.map((column) => (
                  <Table.Cell key={column.header} wordBreak={column.address ? 'break-all' : undefined}>
                    {column.cell(row) || '—'}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollBox>
      {pages > 1 && <Pager page={current} pageSize={PREVIEW_PAGE_SIZE} total={rows.length} label={t('pagesOf', { label })} onPage={setPage} />}
    </>
  );
}
