import { selectedCampaignQuery } from '@skillup/shared/query';
import type { UserCampaign, UserCampaignListEntry } from '@skillup/shared/api/contract';
import { queryClient } from '../app/QueryLayout';
import { campaignListQuery } from '../campaigns/campaignListQuery';
import { agreementQuery } from '../privacy/agreementQuery';

/**
 * What the login and a campaign's entry answer, kept in the page's query cache for the pages
 * after them. Loaded on demand (app/signInModules.ts): the login page downloads no query library.
 */
export function keepCampaignList(campaigns: UserCampaignListEntry[]): void {
  queryClient.setQueryData(campaignListQuery.queryKey, campaigns);
}

/** The campaign just entered: the session's, which the areas read. */
export function keepSelectedCampaign(campaign: UserCampaign): void {
  queryClient.setQueryData(selectedCampaignQuery.queryKey, campaign);
}

/** The notice an entry's answer carried; when it carried none, the consent page asks for it. */
export function keepPrivacyAgreement(html: string | null): void {
  if (html === null) queryClient.removeQueries({ queryKey: agreementQuery.queryKey });
  else queryClient.setQueryData(agreementQuery.queryKey, html);
}
