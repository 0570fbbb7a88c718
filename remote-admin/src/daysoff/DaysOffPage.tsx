import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import type { DayOffEntry, DaysOffResponse } from '@skillup/shared/api/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../common/fields';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useMayEdit } from '../layout/useMayEdit';
import { ScrollBox } from '../progress/ScrollBox';
import { AddDayOffForm } from './AddDayOffForm';
import { useDaysOff, useSetCountry, useSetDayOff } from './api/daysOff';
import { formatDay, useCountryName } from './names';

const YEAR = /^(20[0-9]{2}|2100)$/;

/** The year on screen is kept in the address, so that a reload or the back button show the same one. */
function useShownYear(): [number, (year: number) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('year');
  const year = asked && YEAR.test(asked) ? Number(asked) : new Date().getFullYear();
  return [year, (next) => setSearch(new URLSearchParams({ year: String(next) }))];
}

function CountryChoice({ data }: { data: DaysOffResponse }) {
  const { t } = useTranslation(NS, { keyPrefix: 'daysOff' });
  const countryName = useCountryName();
  const setCountry = useSetCountry();
  const options = useMemo(
    () => [
      { value: '', label: t('noCountry') },
      ...data.countries.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [data.countries, countryName, t],
  );
  return (
    <Stack gap="2">
      <SelectField
        id="days-off-country"
        label={t('country')}
        helper={t('countryHelp')}
        value={data.country ?? ''}
        options={options}
        maxW="sm"
        onChange={(value) => setCountry.mutate(value || null)}
      />
      <ServerError error={setCountry.error} scope="daysOff" />
    </Stack>
  );
}

function DayRow({ entry, mayEdit, onChange }: { entry: DayOffEntry; mayEdit: boolean; onChange(off: boolean): void }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'daysOff' });
  const day = formatDay(entry.day, i18n.language);
  const action = entry.national ? (entry.off ? t('makeWorking') : t('makeOff')) : t('remove');
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{day}</Table.Cell>
      <Table.Cell>{entry.name}</Table.Cell>
      <Table.Cell>{entry.national ? t('national') : t('added')}</Table.Cell>
      <Table.Cell>{entry.off ? t('off') : t('working')}</Table.Cell>
      {mayEdit && (
        <Table.Cell>
          {/* The name begins with the visible words, so that a voice command naming them finds it. */}
          <Button size="sm" variant="outline" aria-label={t('actionForDay', { action, day })} onClick={() => onChange(!entry.off)}>
            {action}
          </Button>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function YearOfDays({ data, mayEdit }: { data: DaysOffResponse; mayEdit: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'daysOff' });
  const setDayOff = useSetDayOff();
  if (!data.days.length) return <Text>{t('empty')}</Text>;
  return (
    <Stack gap="2">
      <ServerError error={setDayOff.error} scope="daysOff" />
      <ScrollBox label={t('tableRegion')} borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" variant="line">
          <Table.Caption srOnly>{t('caption', { year: data.year })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('column.day')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.source')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.state')}</Table.ColumnHeader>
              {mayEdit && <Table.ColumnHeader>{t('column.action')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.days.map((entry) => (
              <DayRow key={entry.day} entry={entry} mayEdit={mayEdit} onChange={(off) => setDayOff.mutate({ day: entry.day, off })} />
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollBox>
    </Stack>
  );
}

interface DaysOffContentProps {
  data: DaysOffResponse;
  /** The year asked for: the one shown until it has loaded. */
  year: number;
  updating: boolean;
  onYear(year: number): void;
}

function DaysOffContent({ data, year, updating, onYear }: DaysOffContentProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'daysOff' });
  const mayEdit = useMayEdit();
  const countryName = useCountryName();
  return (
    <Stack gap="5" minW="0">
      {mayEdit ? (
        <CountryChoice data={data} />
      ) : (
        <Text>{t('countryOf', { country: data.country ? countryName(data.country) : t('noCountry') })}</Text>
      )}
      <Flex gap="3" alignItems="center" flexWrap="wrap">
        <Heading as="h3" size="md">
          {t('year', { year: data.year })}
        </Heading>
        <Button size="sm" variant="outline" disabled={year <= 2000} onClick={() => onYear(year - 1)}>
          {t('previousYear')}
        </Button>
        <Button size="sm" variant="outline" disabled={year >= 2100} onClick={() => onYear(year + 1)}>
          {t('nextYear')}
        </Button>
        <Text role="status">{updating ? t('updating') : ''}</Text>
      </Flex>
      <YearOfDays data={data} mayEdit={mayEdit} />
      {mayEdit && <AddDayOffForm onAdded={(day) => onYear(Number(day.slice(0, 4)))} />}
    </Stack>
  );
}

/**
 * docs/areas/admin.md, "Days off": the company's public holidays and closing days, a year at a
 * time. The admin picks the country whose holidays count, works a holiday, or adds a day; a
 * superassessor reads them.
 */
export function DaysOffPage() {
  const { t } = useTranslation(NS, { keyPrefix: 'daysOff' });
  const [year, setYear] = useShownYear();
  const daysOff = useDaysOff(year);
  return (
    <Stack gap="5" minW="0">
      <Heading as="h2" size="lg">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      <RequestContent request={daysOff}>
        {(data) => <DaysOffContent data={data} year={year} updating={daysOff.isPlaceholderData} onYear={setYear} />}
      </RequestContent>
    </Stack>
  );
}
