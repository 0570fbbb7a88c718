import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { elapsedPercent } from './deadline';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** docs/behaviour.md §1, §9: the campaign's end as dd.MM.yyyy HH:mm and the time gone since its start. */
export function Deadline({ campaign, now }: { campaign: Pick<UserCampaign, 'dateStart' | 'dateEnd'>; now: Date }) {
  const { t } = useTranslation(NS);
  if (!campaign.dateEnd) return null;
  const end = new Date(campaign.dateEnd);
  if (Number.isNaN(end.getTime())) return null;
  const elapsed = elapsedPercent(campaign.dateStart, campaign.dateEnd, now);
  return (
    <Stack gap="2" maxW="md">
      <Text fontWeight="medium">{t('deadline', { date: format(end, 'dd.MM.yyyy HH:mm') })}</Text>
      {elapsed === null ? null : (
        <Progress.Root value={elapsed} max={100} size="sm" colorPalette="brand">
          <Progress.Track aria-label={t('elapsed')}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
