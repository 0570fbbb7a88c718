import { Box, Progress, Stack, Text } from '@chakra-ui/react';
import { completion } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * SPEC §1: completed tests out of total with the rounded percentage, and the campaign's
 * description — its on-complete text once every test is done, when it has one.
 */
export function Completion({ campaign, tests }: { campaign: UserCampaign; tests: UserTest[] }) {
  const { t } = useTranslation(NS);
  const { completed, total, percent } = completion(tests);
  const done = total > 0 && completed === total;
  const text = done && campaign.onCompleteText ? campaign.onCompleteText : campaign.description;
  return (
    <Stack gap="3">
      <Box>
        <Text fontWeight="semibold">{t('completed', { completed, total })}</Text>
        <Progress.Root value={percent} max={100} mt="2" maxW="md">
          <Progress.Label fontSize="sm" color="fg.muted">
            {t('progress', { percent })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
      {text ? <Text color="fg.muted">{text}</Text> : null}
    </Stack>
  );
}
