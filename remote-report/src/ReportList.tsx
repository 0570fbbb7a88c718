import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRunUrl, useReportList } from './api/report';
import { NS } from './i18n';

/**
 * The campaign's other reports (docs/behaviour.md §6), each a PDF run for the reader. Only
 * those not kept for assessors are offered, to staff reading their own page too; the list
 * shows where downloads are allowed, and not at all while it is empty or cannot be read: the
 * page's own report stands without it.
 */
export function ReportList({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const list = useReportList(campaignId);
  const offered = (list.data ?? []).filter((report) => !report.visibleToAssessorsOnly);
  if (!offered.length) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h2" size="md" id={headingId}>
        {t('reportList.title')}
      </Heading>
      <List.Root ps="5">
        {offered.map((report) => (
          <List.Item key={report.id}>
            <Link href={reportRunUrl(report.id, campaignId)} download colorPalette="blue" textDecoration="underline">
              {t('reportList.link', { name: report.name })}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
