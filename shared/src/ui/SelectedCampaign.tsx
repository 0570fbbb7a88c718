import type { ReactNode } from 'react';
import type { UserCampaign } from '../api/contract';
import { useSelectedCampaign } from '../query/selectedCampaign';
import { Loading } from './Loading';

/** Renders an area for the session's campaign, with a spinner until there is one. */
export function SelectedCampaign({ children }: { children: (campaign: UserCampaign) => ReactNode }) {
  const campaign = useSelectedCampaign();
  return campaign ? children(campaign) : <Loading />;
}
