import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { RequestContent, canAnswer, currentTestAtom, useStartTest } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Dashboard } from '../dashboard/Dashboard';
import { TestPreview } from '../start/TestPreview';
import { TaskList } from '../tasks/TaskList';
import { useTaskEntries } from '../tasks/useTaskEntries';
import { RoomFrame } from './RoomFrame';
import { useTaskRoomSelection } from './useTaskRoomSelection';

/**
 * docs/behaviour.md §2.8, desktop: the selected task's preview or the dashboard on the left, the task
 * list on the right. The pointer leaving the room or Escape clears the selection. In a closed
 * campaign no task is previewed, and the frame's notice, not the dashboard, leads to the report.
 */
export function TaskRoom({ campaign }: { campaign: UserCampaign }) {
  const { request, entries } = useTaskEntries(campaign);
  const selection = useTaskRoomSelection();
  const startTest = useStartTest();
  const setCurrent = useSetAtom(currentTestAtom);
  const [focusPreview, setFocusPreview] = useState(false);
  // Back from a test or the start screen, the room opens on the dashboard.
  useEffect(() => setCurrent(null), [setCurrent]);

  return (
    <RoomFrame campaign={campaign}>
      <RequestContent request={request}>
        {() => (
          <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="10" onMouseLeave={selection.clear} data-testid="taskroom-room">
            <Box>
              {selection.current ? (
                <TestPreview test={selection.current} onStart={startTest} takeFocus={focusPreview} />
              ) : (
                <Dashboard campaign={campaign} tests={entries.map((entry) => entry.test)} linkReport={canAnswer(campaign)} />
              )}
            </Box>
            <Stack>
              <TaskList
                entries={entries}
                explainedId={selection.explainedId}
                onHover={selection.hover}
                onSelect={(entry, byKeyboard) => {
                  setFocusPreview(byKeyboard);
                  selection.select(entry);
                }}
                onDismiss={selection.clear}
              />
            </Stack>
          </Grid>
        )}
      </RequestContent>
    </RoomFrame>
  );
}
