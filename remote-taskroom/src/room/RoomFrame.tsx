import { Stack } from '@chakra-ui/react/stack';
import { AreaFrame, ClosedCampaignNotice, canAnswer, sessionUserAtom, useCampaignTexts } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AREA_VERSION } from '../version';

/**
 * Every page of the area: the greeting 'Buongiorno, {name}.' (docs/behaviour.md §1) over the campaign
 * name; in a closed campaign, first of all, that it is closed and the way to the report.
 */
export function RoomFrame({ campaign, children }: { campaign: UserCampaign; children: ReactNode }) {
  const { t } = useTranslation(NS);
  const user = useAtomValue(sessionUserAtom);
  const texts = useCampaignTexts(campaign);
  const name = user?.firstName || t('guest');
  return (
    <AreaFrame remote="taskroom" version={AREA_VERSION} title={t('greeting', { name })} subtitle={texts?.name}>
      {canAnswer(campaign) ? (
        children
      ) : (
        <Stack gap="6">
          <ClosedCampaignNotice />
          {children}
        </Stack>
      )}
    </AreaFrame>
  );
}
