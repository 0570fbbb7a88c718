import { Box } from '@chakra-ui/react/box';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { MyReportRead } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { useMyReportReads } from './api/report';
import { formatReadDay, formatReadTime } from './format';
import { NS } from './i18n';

/** The reader as the person is told: staff by name, an operations tool as such. */
function useReaderName() {
  const { t } = useTranslation(NS);
  return (read: MyReportRead) => (read.reader.kind === 'operations' ? t('reads.operations') : read.reader.name);
}

/** The reads by others, newest first: who, what in words, when; a native disclosure keeps the list a click or a key away. */
export function ReadsLine({ reads }: { reads: MyReportRead[] }) {
  const { t, i18n } = useTranslation(NS);
  const readerName = useReaderName();
  const last = reads[0];
  return (
    <Stack as="section" aria-label={t('reads.label')} gap="1">
      <Text color="fg.muted">
        {last
          ? t('reads.summary', { count: reads.length, name: readerName(last), date: formatReadDay(last.readAt, i18n.language) })
          : t('reads.none')}
      </Text>
      {last && (
        <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="1" alignSelf="flex-start" maxW="full">
          <Box as="summary" cursor="pointer" py="1" _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}>
            {t('reads.show', { count: reads.length })}
          </Box>
          <List.Root ps="5" gap="1" my="2">
            {reads.map((read) => (
              <List.Item key={read.id} overflowWrap="anywhere">
                {t('reads.item', {
                  when: formatReadTime(read.readAt, i18n.language),
                  who: read.reader.kind === 'staff' ? t('reads.staff', { name: read.reader.name }) : readerName(read),
                  what: t(`reads.kind.${read.kind}`),
                })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Who else read the person's own report in this campaign (docs/areas/report.md, "Who read whose
 * report"). Only for the report of the one signed in: staff reading another's report are not
 * told of its reads. Nothing shows while it loads or when it cannot be read: the report stands
 * without it.
 */
export function ReportReads({ campaignId }: { campaignId: number }) {
  const reads = useMyReportReads(campaignId);
  if (!reads.data) return null;
  return <ReadsLine reads={reads.data} />;
}
