import { ErrorPanel, Loading } from '@skillup/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { FromState } from '../campaigns/destination';
import { useCurrentCampaign } from './useCurrentCampaign';

/**
 * The routes of the areas need a campaign whose privacy terms are accepted: a spinner
 * while it loads (docs/behaviour.md §2.1), the campaign choice or the consent page otherwise.
 * As a route it opens on its child route; around `children`, on them.
 */
export function CampaignGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const current = useCurrentCampaign();
  const location = useLocation();
  // Consent or the campaign choice leads back here (docs/behaviour.md §2.1).
  const from: FromState = { from: { pathname: location.pathname, search: location.search } };

  switch (current.status) {
    case 'loading':
      return <Loading />;
    case 'none':
      return <Navigate to="/select-campaign" replace state={from} />;
    case 'no-consent':
      return <Navigate to="/privacy" replace state={from} />;
    case 'failed':
      return <ErrorPanel title={t(current.messageKey)} onRetry={current.retry} />;
    case 'ready':
      return current.campaign.privacy ? (children ?? <Outlet />) : <Navigate to="/privacy" replace state={from} />;
  }
}
