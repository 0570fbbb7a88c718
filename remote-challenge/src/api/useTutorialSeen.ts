import type { UserCampaign } from '@skillup/shared/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markTutorialSeen, tutorialSeenQuery } from './tutorial';
import { campaignSaysSeen } from '../tutorial/tutorialSeen';

/** 'pending' until the server has answered: the tutorial must not open on a guess. */
export type TutorialState = 'pending' | 'seen' | 'unseen';

/**
 * docs/areas/challenge.md, "The tutorial": the flag lives on the server, per participant and
 * campaign. Marking it seen shows at once and goes through the shared queue, so it survives a
 * lost connection, a reload and a logout; when the server cannot be reached and no mark waits on
 * this device, the flag reads as unseen, so the tutorial may show again, and the page works.
 */
export function useTutorialSeen(userId: number, campaign: UserCampaign): { state: TutorialState; markSeen(): void } {
  const queryClient = useQueryClient();
  const query = useQuery(tutorialSeenQuery(userId, campaign.id));
  const markSeen = useCallback(() => {
    queryClient.setQueryData(tutorialSeenQuery(userId, campaign.id).queryKey, true);
    // A device that cannot keep the mark leaves the tutorial seen for this visit only: nothing more can be done.
    markTutorialSeen(userId, campaign.id).catch(() => undefined);
  }, [queryClient, userId, campaign.id]);

  const state: TutorialState = campaignSaysSeen(campaign.data) || query.data === true ? 'seen' : query.isPending ? 'pending' : 'unseen';
  return { state, markSeen };
}
