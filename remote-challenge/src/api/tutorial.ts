import { getQueue, http } from '@skillup/shared';
// From the contract folder, which the remote bundles (docs/remotes.md): a path added with this
// route must not wait for the host's copy of the shared root to have it.
import { paths, type ChallengeTutorialResponse } from '@skillup/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { readLocalTutorialSeen, removeLocalTutorialSeen } from '../tutorial/tutorialSeen';

/**
 * Marks the tutorial seen through the shared queue, which keeps the mark on this device until
 * the server has it (docs/queue.md). The server takes it once: marking it again changes nothing.
 */
export async function markTutorialSeen(userId: number, campaignId: number): Promise<void> {
  await getQueue().enqueue({ userId, campaignId, testId: 0, type: 'CHALLENGE_TUTORIAL' });
}

function markWaiting(userId: number, campaignId: number): boolean {
  return getQueue()
    .pendingItems()
    .some((item) => item.type === 'CHALLENGE_TUTORIAL' && item.userId === userId && item.campaignId === campaignId);
}

/**
 * Whether the participant has seen the tutorial (docs/areas/challenge.md, "The tutorial"): a
 * mark still on its way counts, so does a flag this browser kept before the server did, which
 * is handed to the queue and removed; otherwise the server says.
 */
async function tutorialSeen(userId: number, campaignId: number): Promise<boolean> {
  if (markWaiting(userId, campaignId)) return true;
  if (readLocalTutorialSeen(userId, campaignId)) {
    // Should this device refuse to keep it, the flag stays where it is, for the next load.
    await markTutorialSeen(userId, campaignId).then(
      () => removeLocalTutorialSeen(userId, campaignId),
      () => undefined,
    );
    return true;
  }
  const { data } = await http.get<ChallengeTutorialResponse>(paths.challengeTutorial(campaignId));
  return data.seen;
}

/**
 * The flag in the host's query cache, per participant and campaign, asked for once per load:
 * only this page changes it, and it writes the cache when it does.
 */
export const tutorialSeenQuery = (userId: number, campaignId: number) =>
  queryOptions({
    queryKey: ['challengeTutorial', userId, campaignId] as const,
    queryFn: () => tutorialSeen(userId, campaignId),
    staleTime: Infinity,
  });
