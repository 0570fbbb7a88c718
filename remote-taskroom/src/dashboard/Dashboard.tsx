import { Stack } from '@chakra-ui/react/stack';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { Completion } from './Completion';
import { Deadline } from './Deadline';

/** docs/behaviour.md §1: how far the user is in the campaign, and how long is left. */
export function Dashboard({ campaign, tests }: { campaign: UserCampaign; tests: UserTest[] }) {
  const [now] = useState(() => new Date());
  return (
    <Stack gap="6">
      <Completion campaign={campaign} tests={tests} />
      <Deadline campaign={campaign} now={now} />
    </Stack>
  );
}
