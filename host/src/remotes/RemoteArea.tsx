import { ErrorPanel, Loading, selectedCampaignAtom } from '@skillup/shared';
import type { RemoteName } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import type { LoadedArea } from './areaLoader';
import { areaLoader } from './defaultLoader';

type AreaState = { status: 'loading' } | { status: 'ready'; area: LoadedArea } | { status: 'failed' };

/**
 * The federated area of `remote` for the selected campaign: a spinner while it loads, the
 * area inside its own error boundary, or an error screen with Retry — never a blank page.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const campaign = useAtomValue(selectedCampaignAtom);
  const campaignId = campaign?.id;
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (campaignId === undefined) return;
    let current = true;
    setState({ status: 'loading' });
    areaLoader.load(remote, campaignId).then(
      (area) => current && setState({ status: 'ready', area }),
      (error: unknown) => {
        if (!current) return;
        console.error(error, error instanceof Error ? error.cause : undefined);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, campaignId, attempt]);

  const retry = useCallback(() => {
    if (campaignId !== undefined) areaLoader.forget(remote, campaignId);
    setAttempt((n) => n + 1);
  }, [remote, campaignId]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return <ErrorPanel title={t('area.loadFailedTitle')} message={t('area.loadFailed')} onRetry={retry} />;
  }
  const { Component } = state.area;
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry}>
      <Component />
    </AreaErrorBoundary>
  );
}
