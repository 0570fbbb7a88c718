import { selectedCampaignAtom, sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { homeRemote } from './homeRemote';
import { RemoteArea } from './RemoteArea';

/** `/`: the area of the campaign's theme (docs/behaviour.md §2.1). */
export function HomeArea() {
  const campaign = useAtomValue(selectedCampaignAtom);
  const user = useAtomValue(sessionUserAtom);
  if (!campaign) return null;
  return <RemoteArea remote={homeRemote(campaign.theme, user?.role.name)} />;
}
