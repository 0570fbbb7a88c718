import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { isApiError, RequestContent } from '@skillup/shared';
import { LANGUAGES, type AuditRead, type AuditResponse } from '@skillup/shared/api/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../i18n';
import { formatDateTime } from '../progress/format';
import { Pager } from '../progress/Pager';
import { ScrollBox } from '../progress/ScrollBox';
import { auditCsvUrl, useAudit, type ReadsView } from './api/reads';
import { ListTotal } from '../common/ListTotal';

const POSITIVE = /^[1-9][0-9]{0,8}$/;

/** The view is kept in the address, so that the back button, a reload or a shared link show the same reads. */
export function readsViewFromSearch(search: URLSearchParams): ReadsView {
  const view: ReadsView = {};
  const userId = search.get('userId');
  if (userId && POSITIVE.test(userId)) view.userId = Number(userId);
  const page = search.get('page');
  if (page && POSITIVE.test(page)) view.page = Number(page);
  return view;
}

function useReadsView(): [ReadsView, (change: ReadsView) => void] {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readsViewFromSearch(search), [search]);
  const update = useCallback(
    (next: ReadsView) => {
      const params = new URLSearchParams();
      if (next.userId !== undefined) params.set('userId', String(next.userId));
      if (next.page !== undefined && next.page > 1) params.set('page', String(next.page));
      setSearch(params);
    },
    [setSearch],
  );
  return [view, update];
}

const personName = (person: AuditRead['person']) => `${person.lastName} ${person.firstName}`.trim() || person.email;

function ReadRow({ read, onPerson }: { read: AuditRead; onPerson(userId: number): void }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'reads' });
  const name = personName(read.person);
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(read.readAt, i18n.language)}</Table.Cell>
      <Table.Cell>{read.campaign.name}</Table.Cell>
      <Table.Cell>
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          whiteSpace="normal"
          textAlign="start"
          textDecoration="underline"
          onClick={() => onPerson(read.person.id)}
        >
          {name}
          <Box as="span" srOnly>
            {t('personShowOnly')}
          </Box>
        </Button>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {read.person.email}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {read.reader.kind === 'operations' ? t('reader.operations') : t(`reader.${read.reader.kind}`, { name: read.reader.name })}
      </Table.Cell>
      <Table.Cell>{t(`kind.${read.kind}`)}</Table.Cell>
      <Table.Cell wordBreak="break-all">{read.address ?? '—'}</Table.Cell>
    </Table.Row>
  );
}

function ReadsTable({ data, onPerson }: { data: AuditResponse; onPerson(userId: number): void }) {
  const { t } = useTranslation(NS, { keyPrefix: 'reads' });
  return (
    <ScrollBox label={t('tableRegion')} borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>{t('caption', { page: data.page })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('column.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.campaign')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.person')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.reader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.address')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.reads.map((read) => (
            <ReadRow key={read.id} read={read} onPerson={onPerson} />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}

function ReadsContent({
  data,
  view,
  updating,
  onChange,
}: {
  data: AuditResponse;
  view: ReadsView;
  updating: boolean;
  onChange(view: ReadsView): void;
}) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'reads' });
  const lang = LANGUAGES.find((code) => code === i18n.language.slice(0, 2));
  const filterRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const chosen = data.reads.find((read) => read.person.id === view.userId)?.person;
  // A name chosen in the table moves the focus to what the table now shows, not to the page's top.
  useEffect(() => {
    if (moved.current) filterRef.current?.focus();
    moved.current = false;
  }, [view.userId]);
  const choose = (userId: number | undefined) => {
    moved.current = true;
    onChange({ userId });
  };
  return (
    <Stack gap="4" minW="0">
      <Flex gap="3" alignItems="center" flexWrap="wrap">
        <Text ref={filterRef} tabIndex={-1} fontWeight="medium" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
          {view.userId === undefined ? t('everyone') : t('onlyPerson', { person: chosen ? personName(chosen) : t('chosenPerson') })}
        </Text>
        {view.userId !== undefined && (
          <Button size="sm" variant="outline" onClick={() => choose(undefined)}>
            {t('showEveryone')}
          </Button>
        )}
      </Flex>
      <Flex gap="4" alignItems="center" flexWrap="wrap">
        <ListTotal total={t('total', { count: data.total })} updating={updating ? t('updating') : null} />
        <Link href={auditCsvUrl(view, lang)} download colorPalette="brand" textDecoration="underline">
          {t('export')}
        </Link>
      </Flex>
      {data.reads.length ? (
        <ReadsTable data={data} onPerson={(userId) => choose(userId)} />
      ) : (
        <Text>{view.userId === undefined ? t('empty') : t('noMatch')}</Text>
      )}
      {data.total > data.pageSize && (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} label={t('pager')} onPage={(page) => onChange({ ...view, page })} />
      )}
    </Stack>
  );
}

/**
 * docs/areas/report.md, "Who read whose report": the company's log of every read of a person's
 * report, newest first, paged by the server, filtered by the person whose name is chosen, and
 * exported as CSV as it is filtered. Only the company's admin reads it: a superassessor is
 * not offered the page and, reaching it, is told so.
 */
export function ReportReadsPage() {
  const { t } = useTranslation(NS, { keyPrefix: 'reads' });
  const [view, change] = useReadsView();
  const audit = useAudit(view);
  const refused = audit.isError && isApiError(audit.error) && audit.error.status === 403;
  return (
    <Stack gap="5" minW="0">
      <Heading as="h2" size="lg">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      {refused ? (
        <Text role="alert">{t('adminOnly')}</Text>
      ) : (
        <RequestContent request={audit}>
          {(data) => <ReadsContent data={data} view={view} updating={audit.isPlaceholderData} onChange={change} />}
        </RequestContent>
      )}
    </Stack>
  );
}
