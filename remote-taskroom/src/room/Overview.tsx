import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { RequestContent, canAnswer } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { completion } from '../tasks/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dashboard } from '../dashboard/Dashboard';
import { useReportReady } from '../api/useReportReady';
import { NS } from '../i18n';
import { useTaskEntries } from '../tasks/useTaskEntries';
import { RoomFrame } from './RoomFrame';

/**
 * docs/behaviour.md §2.2, §2.8, mobile `/`: the dashboard, and the way on: to the tests, or to the
 * report once every test is done and the report is there. In a closed campaign the frame's notice
 * leads to the report, and the tests are there to see how each was left.
 */
export function Overview({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const { request, entries } = useTaskEntries(campaign);
  const { completed, total } = completion(entries.map((entry) => entry.test));
  const open = canAnswer(campaign);
  const reportReady = useReportReady(campaign.id, open && total > 0 && completed === total);
  return (
    <RoomFrame campaign={campaign}>
      <RequestContent request={request}>
        {() => (
          <Stack gap="6">
            <Dashboard campaign={campaign} tests={entries.map((entry) => entry.test)} linkReport={false} />
            <Button asChild colorPalette="brand" variant={open ? 'solid' : 'outline'} alignSelf="flex-start">
              {reportReady ? <Link to="/report">{t('goToReport')}</Link> : <Link to="/tests">{t('goToTests')}</Link>}
            </Button>
          </Stack>
        )}
      </RequestContent>
    </RoomFrame>
  );
}
