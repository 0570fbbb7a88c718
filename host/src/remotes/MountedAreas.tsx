import { AreaViewContext } from '@skillup/shared/routing';
import { useSelectedCampaign } from '@skillup/shared/query';
import { Loading, OfflineWait } from '@skillup/shared/ui';
import { useAtomValue } from 'jotai';
import { areaMapAtom } from '../areas/areaMap';
import { declaredAreas } from '../areas/declaredAreas';
import { useCampaignAreas } from '../areas/useCampaignAreas';
import { CampaignGate } from '../session/CampaignGate';
import { AreaRoutes } from './AreaRoutes';
import { HomeArea } from './HomeArea';
import { LoadedAreaView } from './LoadedAreaView';

/** Inside the campaign: the areas its map declares, else the theme's home and its pages. */
function CampaignAreas() {
  const campaignId = useSelectedCampaign()?.id;
  const areas = useCampaignAreas(campaignId);
  // A map that cannot be read is the home area's to show, with its Retry.
  if (areas.isPending && areas.fetchStatus === 'paused') return <OfflineWait />;
  if (areas.isPending && areas.fetchStatus !== 'idle') return <Loading />;
  return (
    <AreaRoutes areas={areas.data ?? []} outsideCampaign={false}>
      <HomeArea />
    </AreaRoutes>
  );
}

/**
 * `/` and every address below it that the host mounts nothing else on (docs/remotes.md): an
 * area that needs no campaign, straight away; anything else behind the campaign choice and
 * the consent, where the campaign's own areas come before the theme's home. Any of them may
 * show a view of another area (`AreaView`).
 */
export function MountedAreas() {
  const outside = declaredAreas(useAtomValue(areaMapAtom), false);
  return (
    <AreaViewContext.Provider value={LoadedAreaView}>
      <AreaRoutes areas={outside} outsideCampaign>
        <CampaignGate>
          <CampaignAreas />
        </CampaignGate>
      </AreaRoutes>
    </AreaViewContext.Provider>
  );
}
