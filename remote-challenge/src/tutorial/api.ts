import { http } from '@skillup/shared';
// From the contract folder, which the remote bundles (docs/remotes.md): a path added with this
// route must not wait for the host's copy of the shared root to have it.
import { paths, type ChallengeTutorialResponse, type MarkChallengeTutorialSeenRequest } from '@skillup/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { readLocalTutorialSeen, removeLocalTutorialSeen } from './tutorialSeen';

/** Idempotent on the server: marking it again, from this tab or another browser, changes nothing. */
export async function markTutorialSeen(campaignId: number): Promise<void> {
  const body: MarkChallengeTutorialSeenRequest = { seen: true };
  await http.put<ChallengeTutorialResponse>(paths.challengeTutorial(campaignId), body);
}

/**
 * Whether the participant has seen the tutorial (docs/areas/challenge.md, "The tutorial"). A
 * flag this browser kept before the server did is sent there instead of asking, then removed;
 * when that fails it stays for the next load, and the tutorial still counts as seen here.
 */
async function tutorialSeen(userId: number, campaignId: number): Promise<boolean> {
  if (readLocalTutorialSeen(userId, campaignId)) {
    await markTutorialSeen(campaignId).then(
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
