import type { CampaignRemotes, Theme, User } from '@skillup/shared/api/contract';
import { loadAreas, loadQueryLayout } from '../app/privatePages';

/**
 * What the home of the campaign a login enters needs, asked for while the campaign is
 * entered (docs/performance.md): its area, with the versions the login answer carried, and
 * the campaign's tests, which every theme's home lists first. Neither depends on the entry:
 * the list is the user's tests of that campaign, and consent is the account's. Loaded on
 * demand, as the private pages are: the login page's own bundle stays as it is.
 */
export function prefetchHome(campaign: { id: number; theme: Theme }, user: Pick<User, 'role'>, remotes: CampaignRemotes | undefined): void {
  loadAreas()
    .then(({ homeRemote, prefetchArea }) => prefetchArea(homeRemote(campaign.theme, user.role.name), campaign.id, remotes))
    .catch(() => undefined);
  Promise.all([loadQueryLayout(), import('@skillup/shared/query')])
    .then(([{ queryClient }, { userTestsQuery }]) => queryClient.prefetchQuery(userTestsQuery(campaign.id)))
    .catch(() => undefined);
}
