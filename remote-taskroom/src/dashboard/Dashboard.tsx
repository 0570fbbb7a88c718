import { Stack } from '@chakra-ui/react/stack';
import { canAnswer } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { Completion } from './Completion';
import { Deadline } from './Deadline';

/**
 * docs/behaviour.md §1: how far the user is in the campaign, and how long is left. `linkReport`
 * is off where the page has its own button to the report.
 */
export function Dashboard({ campaign, tests, linkReport = true }: { campaign: UserCampaign; tests: UserTest[]; linkReport?: boolean }) {
  const [now] = useState(() => new Date());
  return (
    <Stack gap="6">
      <Completion campaign={campaign} tests={tests} linkReport={linkReport} />
      {/* A closed campaign has ended: a deadline and a bar of the time left would say otherwise. */}
      {canAnswer(campaign) ? <Deadline campaign={campaign} now={now} /> : null}
    </Stack>
  );
}
