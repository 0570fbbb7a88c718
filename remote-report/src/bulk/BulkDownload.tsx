import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReportBulkJob } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkDownloadUrl, isUnderWay, useBulkJob, useStartBulkJob } from '../api/bulk';
import { BULK_NS } from './i18n';

function JobState({ job }: { job: ReportBulkJob }) {
  const { t, i18n } = useTranslation(BULK_NS);
  switch (job.state) {
    case 'queued':
      return <Text>{t('queued')}</Text>;
    case 'running':
      return (
        <Progress.Root value={job.total ? job.done : null} max={Math.max(job.total, 1)} colorPalette="blue" size="sm" maxW="md">
          <Progress.Label>{t('progress')}</Progress.Label>
          {/* The bar's own name would be its percentage alone. */}
          <Progress.Track aria-label={t('progress')}>
            <Progress.Range />
          </Progress.Track>
          {job.total > 0 && <Progress.ValueText>{t('progressValue', { done: job.done, total: job.total })}</Progress.ValueText>}
        </Progress.Root>
      );
    case 'done': {
      const until = job.expiresAt
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(job.expiresAt))
        : null;
      return (
        <Stack gap="1">
          <Text>{t('ready', { count: job.total })}</Text>
          <Link href={bulkDownloadUrl(job)} download colorPalette="blue" textDecoration="underline" alignSelf="flex-start">
            {t('download')}
          </Link>
          {until && <Text color="fg.muted">{t('until', { date: until })}</Text>}
        </Stack>
      );
    }
    case 'failed':
      return <Text>{t('failed')}</Text>;
    case 'expired':
      return <Text>{t('expired')}</Text>;
  }
}

/**
 * docs/areas/report.md: the admin or superassessor starts the zip of every report of the
 * campaign; the server builds it in the background and the page follows it until it can
 * be downloaded.
 */
export function BulkDownload({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(BULK_NS);
  const headingId = useId();
  const job = useBulkJob(campaignId);
  const start = useStartBulkJob(campaignId);
  const current = job.data ?? null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" maxW="3xl" w="full" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={headingId}>
        {t('title')}
      </Heading>
      <Text>{t('intro')}</Text>
      <Stack role="status" gap="2">
        {job.isError && <Text>{t('loadFailed')}</Text>}
        {current && <JobState job={current} />}
        {start.isError && <Text>{t('startFailed')}</Text>}
      </Stack>
      <Button
        alignSelf="flex-start"
        colorPalette="blue"
        onClick={() => start.mutate()}
        loading={start.isPending}
        loadingText={current?.state === 'done' ? t('startAgain') : t('start')}
        disabled={isUnderWay(current) || job.isPending}
        whiteSpace="normal"
        h="auto"
        minH="10"
        py="2"
      >
        {current?.state === 'done' ? t('startAgain') : t('start')}
      </Button>
    </Stack>
  );
}
