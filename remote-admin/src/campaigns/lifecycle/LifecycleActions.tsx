import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCampaign } from '@skillup/shared/api/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useLifecycleStep, type LifecycleStep } from '../api/lifecycle';
import { stageOf, type CampaignStage } from '../texts';
import { ConfirmStep } from './ConfirmStep';
import { RemindAction, type Outcome } from './RemindAction';

/** docs/areas/admin.md, "Campaigns": each stage has one step forward, and the last has none. */
const NEXT_STEP: Record<CampaignStage, LifecycleStep | null> = { draft: 'launch', open: 'close', closed: 'release', released: null };

/**
 * What the campaign's stage means for participants, the button of its next step, and while it
 * is open the reminder to those who have not finished. One status line says how the last went.
 */
export function LifecycleActions({ campaign, tests }: { campaign: AdminCampaign; tests: number }) {
  const { t } = useTranslation(NS);
  const stage = stageOf(campaign);
  const step = NEXT_STEP[stage];
  // The step asked about stays in the dialog while it closes, after the stage has moved on.
  const [asked, setAsked] = useState<LifecycleStep | null>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useLifecycleStep(campaign.id);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const ask = (chosen: LifecycleStep) => {
    mutation.reset();
    setAsked(chosen);
    setOpen(true);
  };
  const confirm = (chosen: LifecycleStep) =>
    mutation.mutate(chosen, {
      onSuccess: () => {
        setOpen(false);
        setOutcome({ key: `campaigns.lifecycle.${chosen}.done` });
      },
    });

  return (
    <Stack ref={boxRef} tabIndex={-1} gap="2" align="flex-start" borderWidth="1px" borderRadius="md" p="4" outline="none">
      <Text>{t(`campaigns.lifecycle.now.${stage}`)}</Text>
      {stage === 'draft' && tests === 0 && <Text color="fg.muted">{t('campaigns.lifecycle.noTests')}</Text>}
      <Text role="status" fontWeight="medium">
        {outcome ? t(outcome.key, { count: outcome.count }) : ''}
      </Text>
      <Flex gap="2" wrap="wrap">
        {step && (
          <Button ref={buttonRef} colorPalette="brand" onClick={() => ask(step)}>
            {t(`campaigns.lifecycle.${step}.button`)}
          </Button>
        )}
        {stage === 'open' && <RemindAction campaignId={campaign.id} onDone={setOutcome} />}
      </Flex>
      {asked && (
        <ConfirmStep
          step={asked}
          open={open}
          pending={mutation.isPending}
          error={mutation.error}
          onConfirm={() => confirm(asked)}
          onCancel={() => setOpen(false)}
          // After the last step there is no button to return to: the focus stays in the box that says so.
          finalFocus={() => buttonRef.current ?? boxRef.current}
        />
      )}
    </Stack>
  );
}
