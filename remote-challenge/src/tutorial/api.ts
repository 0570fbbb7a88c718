import { http } from '@skillup/shared';
// From the contract folder, which the remote bundles (docs/remotes.md): a path added with this
// route must not wait for the host's copy of the shared root to have it.
import { paths, type ChallengeTutorialResponse, type MarkChallengeTutorialSeenRequest } from '@skillup/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';

export async function fetchTutorialSeen(campaignId: number): Promise<boolean> {
  const { data } = await http.get<ChallengeTutorialResponse>(paths.challengeTutorial(campaignId));
  return data.seen;
}

/** Idempotent on the server: marking it again, from this tab or another browser, changes nothing. */
export async function markTutorialSeen(campaignId: number): Promise<void> {
  const body: MarkChallengeTutorialSeenRequest = { seen: true };
  await http.put<ChallengeTutorialResponse>(paths.challengeTutorial(campaignId), body);
}

/** Whether the participant has seen the tutorial of this campaign, in the host's query cache. */
export const tutorialSeenQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['challengeTutorial', campaignId] as const, queryFn: () => fetchTutorialSeen(campaignId) });
