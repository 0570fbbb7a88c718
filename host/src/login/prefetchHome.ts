import type { Theme, User } from '@skillup/shared/api/contract';

/**
 * The home area of the campaign a login enters, asked for while the campaign is entered
 * (docs/performance.md). Loaded on demand, as the private pages are: the login page's own
 * bundle stays as it is.
 */
export function prefetchHome(campaign: { id: number; theme: Theme }, user: Pick<User, 'role'>): void {
  import('../remotes')
    .then(({ homeRemote, prefetchArea }) => prefetchArea(homeRemote(campaign.theme, user.role.name), campaign.id))
    .catch(() => undefined);
}
