import { RequestContent } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { TaskList } from '../tasks/TaskList';
import { useTaskEntries } from '../tasks/useTaskEntries';
import { RoomFrame } from './RoomFrame';
import { useTaskRoomSelection } from './useTaskRoomSelection';

/** docs/behaviour.md §2.8, mobile `/tests`: the task list; a task opens its details on /start. */
export function TestsPage({ campaign }: { campaign: UserCampaign }) {
  const navigate = useNavigate();
  const { request, entries } = useTaskEntries(campaign);
  const openDetails = useCallback(() => void navigate('/start'), [navigate]);
  const selection = useTaskRoomSelection(openDetails);
  return (
    <RoomFrame campaign={campaign}>
      <RequestContent request={request}>
        {() => (
          <TaskList
            entries={entries}
            explainedId={selection.explainedId}
            onHover={selection.cancel}
            onSelect={selection.select}
            onDismiss={selection.clear}
          />
        )}
      </RequestContent>
    </RoomFrame>
  );
}
