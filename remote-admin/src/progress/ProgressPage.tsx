import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import { LANGUAGES, type ProgressQuery, type ProgressResponse, type ProgressSort } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { progressCsvUrl, useProgress } from './api/progress';
import { erasedNoticeAtom } from './erasedNotice';
import { Feedback360Summary } from './Feedback360Summary';
import { Pager } from './Pager';
import { ProgressFilters } from './ProgressFilters';
import { ProgressGrid } from './ProgressGrid';
import { TeamCompletion } from './TeamCompletion';
import { useProgressView } from './view';
import { ListTotal } from '../common/ListTotal';

const isFiltered = (view: ProgressQuery) =>
  view.search !== undefined || view.team !== undefined || view.managerId !== undefined || view.state !== undefined;

/** The same column again turns the order round; another column sorts ascending. */
function nextSort(view: ProgressQuery, sort: ProgressSort): Partial<ProgressQuery> {
  if ((view.sort ?? 'name') !== sort) return { sort, order: 'asc' };
  return { sort, order: view.order === 'desc' ? 'asc' : 'desc' };
}

function ProgressContent({
  campaignId,
  data,
  view,
  updating,
  onChange,
}: {
  campaignId: number;
  data: ProgressResponse;
  view: ProgressQuery;
  updating: boolean;
  onChange(change: Partial<ProgressQuery>): void;
}) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const lang = LANGUAGES.find((code) => code === i18n.language.slice(0, 2));
  return (
    <Stack gap="4" minW="0">
      <Flex gap="4" alignItems="center" flexWrap="wrap">
        <ListTotal total={t('total', { count: data.total })} updating={updating ? t('updating') : null} />
        <Link href={progressCsvUrl(campaignId, { ...view, lang })} download colorPalette="brand" textDecoration="underline">
          {t('export')}
        </Link>
      </Flex>
      {data.rows.length ? (
        <ProgressGrid data={data} view={view} onSort={(sort) => onChange(nextSort(view, sort))} onManager={(managerId) => onChange({ managerId })} />
      ) : (
        <Text>{isFiltered(view) ? t('noMatch') : t('empty')}</Text>
      )}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} label={t('pager.label')} onPage={(page) => onChange({ page })} />
      {data.teams.length > 0 && <TeamCompletion teams={data.teams} />}
      {data.feedback360 && <Feedback360Summary totals={data.feedback360} />}
    </Stack>
  );
}

/**
 * docs/areas/admin.md, "Progress": who has done which test, filtered, searched, sorted and
 * paged by the server, with completion per team and the 360's counts; the view is exported
 * as it is filtered and sorted.
 */
export function ProgressPage({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress' });
  const [view, change] = useProgressView();
  const progress = useProgress(campaignId, view);
  const notice = useAtomValue(erasedNoticeAtom);
  const erased = notice?.campaignId === campaignId ? notice.person : null;
  return (
    <Stack gap="6" minW="0">
      <Heading as="h3" size="lg">
        {t('title')}
      </Heading>
      <Text role="status" fontWeight="medium">
        {erased ? t('erase.done', { person: erased }) : ''}
      </Text>
      <ProgressFilters
        key={view.search ?? ''}
        view={view}
        teams={progress.data?.teams ?? []}
        managers={progress.data?.managers ?? []}
        onChange={change}
      />
      <RequestContent request={progress}>
        {(data) => <ProgressContent campaignId={campaignId} data={data} view={view} updating={progress.isPlaceholderData} onChange={change} />}
      </RequestContent>
    </Stack>
  );
}
