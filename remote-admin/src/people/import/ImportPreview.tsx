import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { IMPORT_VERDICTS, type ImportCounts, type ImportVerdict } from '@skillup/shared/api/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { ImportKind, VerdictRow } from './importKind';
import { ImportRows } from './ImportRows';

export function CountsList({ counts }: { counts: ImportCounts }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import.counts' });
  return (
    <List.Root ps="5">
      <List.Item>{t('rows', { count: counts.rows })}</List.Item>
      {IMPORT_VERDICTS.map((verdict) => (
        <List.Item key={verdict}>{t(verdict, { count: counts[verdict] })}</List.Item>
      ))}
    </List.Root>
  );
}

/** The refused rows on their own, then every row, which the reader may narrow to one verdict. */
export function ImportPreview<R extends VerdictRow>({ counts, rows, kind }: { counts: ImportCounts; rows: R[]; kind: ImportKind<R> }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import' });
  const refusedId = useId();
  const allId = useId();
  const [shown, setShown] = useState<ImportVerdict | 'all'>('all');
  const refused = useMemo(() => rows.filter((row) => row.verdict === 'refused'), [rows]);
  const filtered = useMemo(() => (shown === 'all' ? rows : rows.filter((row) => row.verdict === shown)), [rows, shown]);
  return (
    <Stack gap="6" minW="0">
      <CountsList counts={counts} />
      {refused.length > 0 && (
        <Stack as="section" aria-labelledby={refusedId} gap="2" minW="0">
          <Heading as="h5" size="sm" id={refusedId}>
            {t('refusedTitle', { count: refused.length })}
          </Heading>
          <Text>{t('refusedNote')}</Text>
          <ImportRows rows={refused} kind={kind} label={t('refusedTitle', { count: refused.length })} />
        </Stack>
      )}
      <Stack as="section" aria-labelledby={allId} gap="2" minW="0">
        <Heading as="h5" size="sm" id={allId}>
          {t('allRows')}
        </Heading>
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>{t('show')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={shown} onChange={(event) => setShown(event.currentTarget.value as ImportVerdict | 'all')}>
              <option value="all">{t('showAll', { count: counts.rows })}</option>
              {IMPORT_VERDICTS.map((verdict) => (
                <option key={verdict} value={verdict}>
                  {t(`counts.${verdict}`, { count: counts[verdict] })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filtered.length ? <ImportRows key={shown} rows={filtered} kind={kind} label={t('allRows')} /> : <Text>{t('noRows')}</Text>}
      </Stack>
    </Stack>
  );
}
