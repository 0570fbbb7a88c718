import type { UserCampaign } from '@skillup/shared/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markTutorialSeen, tutorialSeenQuery } from './api';
import { campaignSaysSeen } from './tutorialSeen';

/** 'pending' until the server has answered: the tutorial must not open on a guess. */
export type TutorialState = 'pending' | 'seen' | 'unseen';

/**
 * docs/areas/challenge.md, "The tutorial": the flag lives on the server, per participant and
 * campaign. Marking it seen shows at once; when the server cannot be reached the flag reads as
 * unseen, so the tutorial may show again, and the page works.
 */
export function useTutorialSeen(userId: number, campaign: UserCampaign): { state: TutorialState; markSeen(): void } {
  const queryClient = useQueryClient();
  const query = useQuery(tutorialSeenQuery(userId, campaign.id));
  const { mutate } = useMutation({ mutationFn: () => markTutorialSeen(campaign.id) });
  const markSeen = useCallback(() => {
    queryClient.setQueryData(tutorialSeenQuery(userId, campaign.id).queryKey, true);
    mutate();
  }, [queryClient, userId, campaign.id, mutate]);

  const state: TutorialState = campaignSaysSeen(campaign.data) || query.data === true ? 'seen' : query.isPending ? 'pending' : 'unseen';
  return { state, markSeen };
}
