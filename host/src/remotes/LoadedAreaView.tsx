import type { AreaViewProps } from '@skillup/shared/routing';
import { ErrorPanel, Loading, OfflineWait, useOnReconnect } from '@skillup/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaViewMissingError } from './areaLoader';
import { areaLoader } from './defaultLoader';

type ViewProps = Record<string, unknown> & { campaignId: number };

/**
 * The host's side of `AreaView` (docs/remotes.md, "A view shown in another area"): the view
 * in the version of its remote that the campaign loads, with the fallback and retries of any
 * area; a spinner meanwhile; an error panel, with Retry when retrying can help.
 */
export function LoadedAreaView({ remote, view, campaignId, props }: AreaViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['area-view', remote, view, campaignId];
  const loaded = useQuery({
    queryKey,
    queryFn: async () => ({ View: await areaLoader.loadView<ViewProps>(remote, campaignId, view) }),
    retry: false,
    staleTime: Infinity,
    // A component is no JSON: keep the loaded one as it is.
    structuralSharing: false,
  });
  const missing = loaded.error instanceof AreaViewMissingError;

  const retry = useCallback(() => {
    areaLoader.forget(remote, campaignId);
    void queryClient.resetQueries({ queryKey: ['area-view', remote, view, campaignId] });
  }, [queryClient, remote, view, campaignId]);

  useOnReconnect(retry, loaded.isError && !missing);

  if (loaded.isError) {
    console.error(loaded.error, loaded.error instanceof Error ? loaded.error.cause : undefined);
    if (missing) return <ErrorPanel title={t('area.viewMissingTitle')} message={t('area.viewMissing')} />;
    return <ErrorPanel title={t('area.loadFailedTitle')} message={t('area.loadFailed')} onRetry={retry} />;
  }
  if (loaded.isPending) return loaded.fetchStatus === 'paused' ? <OfflineWait /> : <Loading />;
  const View: ComponentType<ViewProps> = loaded.data.View;
  return (
    <AreaErrorBoundary onRetry={retry}>
      <View {...props} campaignId={campaignId} />
    </AreaErrorBoundary>
  );
}
