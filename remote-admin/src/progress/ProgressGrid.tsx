import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { progressTestSort, type ProgressQuery, type ProgressResponse, type ProgressRow, type ProgressSort } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../i18n';
import { formatDate, localName } from './format';
import { LastMail } from './LastMail';
import { NextMail } from './NextMail';
import { ParticipantStateBadge, TestStatusBadge } from './StatusBadge';
import { ScrollBox } from './ScrollBox';

interface SortProps {
  view: ProgressQuery;
  onSort(sort: ProgressSort): void;
}

export interface ProgressGridProps extends SortProps {
  data: ProgressResponse;
  /** A manager's name in a row filters the grid by that manager. */
  onManager(managerId: number): void;
}

/** A header that sorts on the server; aria-sort tells which column orders the rows and how. */
function SortHeader({ label, column, view, onSort }: SortProps & { label: string; column: ProgressSort }) {
  const active = (view.sort ?? 'name') === column;
  const descending = view.order === 'desc';
  const ariaSort = active ? (descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} px="1" verticalAlign="bottom">
      <Button variant="ghost" size="sm" onClick={() => onSort(column)} h="auto" minH="8" py="1" px="2" whiteSpace="normal" textAlign="start">
        {label}
        <span aria-hidden="true">{active ? (descending ? ' ▼' : ' ▲') : ''}</span>
      </Button>
    </Table.ColumnHeader>
  );
}

interface RowProps {
  row: ProgressRow;
  tests: ProgressResponse['tests'];
  has360: boolean;
  onManager(managerId: number): void;
}

function Row({ row, tests, has360, onManager }: RowProps) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const name = `${row.lastName} ${row.firstName}`.trim() || row.email;
  const { manager } = row;
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild colorPalette="brand" textDecoration="underline">
          <RouterLink to={String(row.userId)}>{name}</RouterLink>
        </Link>
        {!row.active && (
          <Text fontSize="xs" color="fg.muted">
            {t('inactive')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell wordBreak="break-all">{row.email}</Table.Cell>
      <Table.Cell>{row.team ?? t('noTeam')}</Table.Cell>
      <Table.Cell>
        {manager ? (
          <Button
            variant="plain"
            size="sm"
            h="auto"
            p="0"
            whiteSpace="normal"
            textAlign="start"
            textDecoration="underline"
            onClick={() => onManager(manager.id)}
          >
            {manager.name}
            <Box as="span" srOnly>
              {t('managerShowOnly')}
            </Box>
          </Button>
        ) : (
          '—'
        )}
      </Table.Cell>
      {row.cells.map((cell) => (
        <Table.Cell key={cell.testId}>
          <TestStatusBadge status={cell.status} />
          {cell.updatedAt && cell.status !== 'not attempted' && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatDate(cell.updatedAt, i18n.language)}
            </Text>
          )}
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end">{t('completedOf', { done: row.completed, total: tests.length })}</Table.Cell>
      <Table.Cell>
        <ParticipantStateBadge state={row.state} />
      </Table.Cell>
      <Table.Cell>
        <LastMail mail={row.lastMail} />
      </Table.Cell>
      <Table.Cell>
        <NextMail mail={row.nextMail} />
      </Table.Cell>
      {has360 && (
        <>
          <Table.Cell textAlign="end">
            {row.feedback360 ? t('countOf', { done: row.feedback360.asRater.done, total: row.feedback360.asRater.assigned }) : '—'}
          </Table.Cell>
          <Table.Cell textAlign="end">
            {row.feedback360 ? t('countOf', { done: row.feedback360.asEvaluated.done, total: row.feedback360.asEvaluated.raters }) : '—'}
          </Table.Cell>
        </>
      )}
    </Table.Row>
  );
}

/**
 * Participants × tests, one page of them. The grid scrolls inside its own box, so that on a
 * phone the page itself never scrolls sideways (docs/areas/admin.md, "Progress").
 */
export function ProgressGrid({ data, view, onSort, onManager }: ProgressGridProps) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const has360 = data.feedback360 !== null;
  const sort = { view, onSort };
  return (
    <ScrollBox label={t('gridRegion')} borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>{t('gridCaption', { page: data.page })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <SortHeader label={t('column.name')} column="name" {...sort} />
            <SortHeader label={t('column.email')} column="email" {...sort} />
            <SortHeader label={t('column.team')} column="team" {...sort} />
            <Table.ColumnHeader verticalAlign="bottom">{t('column.manager')}</Table.ColumnHeader>
            {data.tests.map((test) => (
              <SortHeader key={test.id} label={localName(test.name, i18n.language)} column={progressTestSort('status', test.id)} {...sort} />
            ))}
            <SortHeader label={t('column.completed')} column="completed" {...sort} />
            <SortHeader label={t('column.state')} column="state" {...sort} />
            <Table.ColumnHeader verticalAlign="bottom">{t('column.lastMail')}</Table.ColumnHeader>
            <Table.ColumnHeader verticalAlign="bottom">{t('column.nextMail')}</Table.ColumnHeader>
            {has360 && (
              <>
                <Table.ColumnHeader verticalAlign="bottom">{t('column.asRater')}</Table.ColumnHeader>
                <Table.ColumnHeader verticalAlign="bottom">{t('column.asEvaluated')}</Table.ColumnHeader>
              </>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rows.map((row) => (
            <Row key={row.userId} row={row} tests={data.tests} has360={has360} onManager={onManager} />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}
