import { sessionUserAtom } from '@skillup/shared/state';
import type { CampaignRemotes } from '@skillup/shared/api/contract';
import { atom } from 'jotai';

interface HeldMap {
  userId: number;
  remotes: CampaignRemotes;
}

const heldMapAtom = atom<HeldMap | null>(null);

/**
 * The areas that need no campaign, as the server answered them for the signed-in user (the
 * login answer, or GET /api/remotes after a reload): null while unknown. The map is the
 * user's own, filtered to their role, so it is read only while that user is signed in: a
 * logout forgets it with the user.
 */
export const areaMapAtom = atom(
  (get): CampaignRemotes | null => {
    const held = get(heldMapAtom);
    return held !== null && held.userId === get(sessionUserAtom)?.id ? held.remotes : null;
  },
  (_get, set, userId: number, remotes: CampaignRemotes) => set(heldMapAtom, { userId, remotes }),
);
