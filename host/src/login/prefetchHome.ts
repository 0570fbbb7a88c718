import type { CampaignRemotes, Theme, User } from '@skillup/shared/api/contract';

/**
 * The home area of the campaign a login enters, asked for while the campaign is entered
 * (docs/performance.md), with the versions the login answer carried. Loaded on demand, as
 * the private pages are: the login page's own bundle stays as it is.
 */
export function prefetchHome(campaign: { id: number; theme: Theme }, user: Pick<User, 'role'>, remotes: CampaignRemotes | undefined): void {
  import('../remotes')
    .then(({ homeRemote, prefetchArea }) => prefetchArea(homeRemote(campaign.theme, user.role.name), campaign.id, remotes))
    .catch(() => undefined);
}

/**
 * Every home lists the campaign's tests first: asked for once the campaign is entered (the
 * list speaks the language chosen there), beside the area's code rather than after it.
 */
export function prefetchHomeData(campaignId: number): void {
  Promise.all([import('../app/QueryLayout'), import('@skillup/shared/query')])
    .then(([{ queryClient }, { userTestsQuery }]) => queryClient.prefetchQuery(userTestsQuery(campaignId)))
    .catch(() => undefined);
}
