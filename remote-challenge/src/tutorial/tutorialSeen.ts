import { CACHE_PREFIX } from '@skillup/shared';

/**
 * docs/behaviour.md §3: the tutorialCompleted flag is kept on this device, per user and campaign; a
 * campaign whose stored data says the tutorial was seen counts as seen too.
 */
export const tutorialKey = (userId: number, campaignId: number) => `${CACHE_PREFIX}challengeTutorial:${userId}:${campaignId}`;

export function readTutorialSeen(userId: number, campaignId: number, campaignData: Record<string, unknown>): boolean {
  const storage = campaignData.storage;
  if (typeof storage === 'object' && storage !== null && (storage as { hasSeenTutorial?: unknown }).hasSeenTutorial === true) return true;
  try {
    return localStorage.getItem(tutorialKey(userId, campaignId)) === 'true';
  } catch {
    return false;
  }
}

export function saveTutorialSeen(userId: number, campaignId: number): void {
  try {
    localStorage.setItem(tutorialKey(userId, campaignId), 'true');
  } catch {
    // Private browsing may refuse storage: the tutorial then simply shows again next time.
  }
}
