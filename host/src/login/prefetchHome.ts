import type { CampaignRemotes, Theme, User } from '@skillup/shared/api/contract';
import { loadAreaPrefetch, loadHomeQueries, loadQueryLayout } from '../app/signInModules';

/**
 * What the home of the campaign a login enters needs, asked for while the campaign is
 * entered (docs/performance.md): its area, with the versions the login answer carried, and
 * its first screen's data: the campaign's tests, which every theme's home lists first, then
 * whatever else the area's module names as its `prefetch` once it has loaded. None of it
 * depends on the entry: the data is the user's in that campaign, and consent is the account's.
 * An area that exposes './prefetch' names its data before its UI library has downloaded.
 * Loaded on demand, as the private pages are: the login page's own bundle stays as it is.
 */
export function prefetchHome(campaign: { id: number; theme: Theme }, user: Pick<User, 'role'>, remotes: CampaignRemotes | undefined): void {
  const queryLayout = loadQueryLayout();
  const areaPrefetch = loadAreaPrefetch().then(({ prefetchHomeArea }) => prefetchHomeArea(campaign, user.role.name, remotes));
  Promise.all([queryLayout, loadHomeQueries()])
    .then(([{ queryClient }, { userTestsQuery }]) => queryClient.prefetchQuery(userTestsQuery(campaign.id)))
    .catch(() => undefined);
  Promise.all([queryLayout, areaPrefetch])
    .then(([{ queryClient }, prefetch]) => prefetch?.({ campaignId: campaign.id, queryClient }))
    .catch(() => undefined);
}
