import { OtherPagesContext } from '@skillup/shared/routing';
import { useSelectedCampaign } from '@skillup/shared/query';
import { sessionUserAtom } from '@skillup/shared/state';
import { useAtomValue } from 'jotai';
import { homeRemote } from './homeRemote';
import { RemoteArea } from './RemoteArea';

/** The Task Room's pages, for the paths another theme's area declares no page for. */
function TaskRoomPages() {
  return (
    <OtherPagesContext.Provider value={null}>
      <RemoteArea remote="taskroom" />
    </OtherPagesContext.Provider>
  );
}

/**
 * `/` and every path below it that no other area is mounted on: the area of the campaign's
 * theme, which declares its own pages; the test pages every theme uses are the Task Room's
 * (docs/behaviour.md §2.1), so a theme's area passes the paths it does not know to it.
 */
export function HomeArea() {
  const campaign = useSelectedCampaign();
  const user = useAtomValue(sessionUserAtom);
  if (!campaign) return null;
  const remote = homeRemote(campaign.theme, user?.role.name);
  return (
    <OtherPagesContext.Provider value={remote === 'taskroom' ? null : TaskRoomPages}>
      <RemoteArea remote={remote} />
    </OtherPagesContext.Provider>
  );
}
