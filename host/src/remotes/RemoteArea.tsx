import { ErrorPanel, Loading, OfflineWait, useOnReconnect } from '@skillup/shared/ui';
import { useSelectedCampaign } from '@skillup/shared/query';
import type { RemoteName } from '@skillup/shared/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaLoadError } from './areaLoader';
import { areaLoader } from './defaultLoader';

/**
 * The federated area of `remote` for the selected campaign, or, `outsideCampaign`, in the
 * version the map without a campaign names (docs/remotes.md): a spinner while it loads, the
 * area inside its own error boundary, or an error screen with Retry — never a blank page.
 * The loader itself retries each version and falls back to the default (docs/remotes.md §4),
 * so the query does not retry on top of it; an area once loaded stays for the page's life.
 * A campaign with no version of the remote says so: retrying cannot help there.
 */
export function RemoteArea({ remote, outsideCampaign = false }: { remote: RemoteName; outsideCampaign?: boolean }) {
  const { t } = useTranslation();
  const selectedId = useSelectedCampaign()?.id;
  const campaignId = outsideCampaign ? null : selectedId;
  const queryClient = useQueryClient();
  const queryKey = ['remote-area', remote, campaignId];
  const area = useQuery({
    queryKey,
    queryFn: () => areaLoader.load(remote, campaignId ?? null),
    enabled: campaignId !== undefined,
    retry: false,
    staleTime: Infinity,
    // A component is no JSON: keep the loaded one as it is.
    structuralSharing: false,
  });
  const unregistered = area.error instanceof AreaLoadError && area.error.triedVersions.length === 0;

  // Back to the spinner and a load from scratch: the campaign's versions are asked again.
  const retry = useCallback(() => {
    if (campaignId !== undefined) areaLoader.forget(remote, campaignId);
    void queryClient.resetQueries({ queryKey: ['remote-area', remote, campaignId] });
  }, [queryClient, remote, campaignId]);

  // What failed for want of a connection loads again by itself when it returns.
  useOnReconnect(retry, area.isError && !unregistered);

  if (area.isError) {
    console.error(area.error, area.error instanceof Error ? area.error.cause : undefined);
    if (unregistered) {
      return <ErrorPanel title={t('area.notRegisteredTitle')} message={t('area.notRegistered', { remote })} />;
    }
    return <ErrorPanel title={t('area.loadFailedTitle')} message={t('area.loadFailed')} onRetry={retry} />;
  }
  if (area.isPending) return area.fetchStatus === 'paused' ? <OfflineWait /> : <Loading />;
  const { Component } = area.data;
  return (
    <AreaErrorBoundary onRetry={retry}>
      <Component />
    </AreaErrorBoundary>
  );
}
