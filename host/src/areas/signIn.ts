import { landingPath, type LoginSuccess } from '@skillup/shared/api/contract';
import type { AppStore } from '@skillup/shared/state';
import { areaMapAtom } from './areaMap';

/**
 * Keeps the areas the login answered with, so the header and the router know them at once,
 * and answers where the sign-in lands: the path of the user's landing area, or null when
 * the campaigns decide (docs/remotes.md). Loaded on demand, as the private pages are.
 */
export function acceptSignInAreas(store: AppStore, response: LoginSuccess): string | null {
  store.set(areaMapAtom, response.user.id, response.areas);
  return landingPath(response.areas, response.campaigns.length > 0);
}
