import { CACHE_PREFIX } from '@skillup/shared';

/**
 * Where this browser kept the flag before it moved to the server (docs/areas/challenge.md,
 * "The tutorial"): read once to hand it to the queue, then removed.
 */
export const tutorialKey = (userId: number, campaignId: number) => `${CACHE_PREFIX}challengeTutorial:${userId}:${campaignId}`;

export function readLocalTutorialSeen(userId: number, campaignId: number): boolean {
  try {
    return localStorage.getItem(tutorialKey(userId, campaignId)) === 'true';
  } catch {
    return false;
  }
}

export function removeLocalTutorialSeen(userId: number, campaignId: number): void {
  try {
    localStorage.removeItem(tutorialKey(userId, campaignId));
  } catch {
    // Storage refused: the flag is handed over again on the next load, which the server takes as a no-op.
  }
}

/** A campaign whose stored data says the tutorial was seen counts as seen for everyone in it. */
export function campaignSaysSeen(campaignData: Record<string, unknown>): boolean {
  const storage = campaignData.storage;
  return typeof storage === 'object' && storage !== null && (storage as { hasSeenTutorial?: unknown }).hasSeenTutorial === true;
}
