import type { UserCampaign } from '@skillup/shared/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markTutorialSeen, tutorialSeenQuery } from './api';
import { campaignSaysSeen, readLocalTutorialSeen, removeLocalTutorialSeen } from './tutorialSeen';

/** 'pending' until the server has answered: the tutorial must not open on a guess. */
export type TutorialState = 'pending' | 'seen' | 'unseen';

/**
 * docs/areas/challenge.md, "The tutorial": the flag lives on the server, per participant and
 * campaign. A flag this browser kept before is sent there once and then removed. When the server
 * cannot be reached the flag reads as unseen, so the tutorial may show again, and the page works.
 */
export function useTutorialSeen(userId: number, campaign: UserCampaign): { state: TutorialState; markSeen(): void } {
  const queryClient = useQueryClient();
  const query = useQuery(tutorialSeenQuery(campaign.id));
  const [seenHere, setSeenHere] = useState(() => readLocalTutorialSeen(userId, campaign.id));
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current || !readLocalTutorialSeen(userId, campaign.id)) return;
    moved.current = true;
    setSeenHere(true);
    markTutorialSeen(campaign.id).then(
      () => {
        removeLocalTutorialSeen(userId, campaign.id);
        queryClient.setQueryData(tutorialSeenQuery(campaign.id).queryKey, true);
      },
      () => {
        // Kept in this browser: the next load sends it again.
      },
    );
  }, [userId, campaign.id, queryClient]);

  const { mutate } = useMutation({
    mutationFn: () => markTutorialSeen(campaign.id),
    onSuccess: () => queryClient.setQueryData(tutorialSeenQuery(campaign.id).queryKey, true),
  });
  const markSeen = useCallback(() => {
    setSeenHere(true);
    mutate();
  }, [mutate]);

  const state: TutorialState = seenHere || campaignSaysSeen(campaign.data) || query.data === true ? 'seen' : query.isPending ? 'pending' : 'unseen';
  return { state, markSeen };
}
