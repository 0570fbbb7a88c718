import { Button, Stack } from '@chakra-ui/react';
import { RequestContent } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dashboard } from '../dashboard/Dashboard';
import { NS } from '../i18n';
import { useTaskEntries } from '../tasks/useTaskEntries';
import { RoomFrame } from './RoomFrame';

/** docs/behaviour.md §2.2, §2.8, mobile `/`: the dashboard, and the way to the tests. */
export function Overview({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const { request, entries } = useTaskEntries(campaign);
  return (
    <RoomFrame campaign={campaign}>
      <RequestContent request={request}>
        {() => (
          <Stack gap="6">
            <Dashboard campaign={campaign} tests={entries.map((entry) => entry.test)} />
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <Link to="/tests">{t('goToTests')}</Link>
            </Button>
          </Stack>
        )}
      </RequestContent>
    </RoomFrame>
  );
}
