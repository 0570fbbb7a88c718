import type { LoginSuccess } from '@skillup/shared/api/contract';
import type { AppStore } from '@skillup/shared/state';
import { areaMapAtom } from './areaMap';

/**
 * Keeps the areas the login answered with, so the header and the router know them at once
 * (docs/remotes.md). Loaded on demand, as the private pages are.
 */
export function acceptSignInAreas(store: AppStore, response: LoginSuccess): void {
  store.set(areaMapAtom, response.user.id, response.areas);
}
