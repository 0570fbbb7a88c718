import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { taskAbbreviation } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../i18n';
import { completion } from '../tasks/rules';
import { useReportReady } from '../api/useReportReady';

/** Said by the product, not by the campaign's texts, so it cannot contradict the report's state. */
function ReportReady({ linked }: { linked: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Text fontWeight="semibold">
      {t('reportReady')}{' '}
      {linked ? (
        <Link asChild colorPalette="brand" textDecoration="underline">
          <RouterLink to="/report">{t('readReport')}</RouterLink>
        </Link>
      ) : null}
    </Text>
  );
}

/**
 * docs/behaviour.md §1: completed tests out of total with an icon per completed test, the rounded
 * percentage, and the campaign's description — its on-complete text once every test is
 * done, when it has one — then, once the report is there, that it is, with a link to it unless
 * the page offers its own way there (`linkReport`).
 */
export function Completion({ campaign, tests, linkReport = true }: { campaign: UserCampaign; tests: UserTest[]; linkReport?: boolean }) {
  const { t } = useTranslation(NS);
  const { completed, total, percent } = completion(tests);
  const done = total > 0 && completed === total;
  const text = done && campaign.onCompleteText ? campaign.onCompleteText : campaign.description;
  const completedTests = tests.filter((test) => test.status === 'complete');
  const reportReady = useReportReady(campaign.id, done);
  return (
    <Stack gap="3">
      <Box>
        <Text fontWeight="semibold">{t('completed', { completed, count: total })}</Text>
        {completedTests.length ? (
          <List.Root aria-label={t('completedTests')} display="flex" flexDirection="row" flexWrap="wrap" gap="2" mt="2" p="0">
            {completedTests.map((test) => (
              <List.Item key={test.id} listStyleType="none" title={test.name}>
                <Center w="9" h="9" rounded="full" bg="green.700" color="white" fontSize="sm" fontWeight="bold">
                  {taskAbbreviation(test)}
                </Center>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
        <Progress.Root value={percent} max={100} mt="3" maxW="md">
          <Progress.Label fontSize="sm" color="fg.muted">
            {t('progress', { percent })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      {reportReady ? <ReportReady linked={linkReport} /> : null}
    </Stack>
  );
}
