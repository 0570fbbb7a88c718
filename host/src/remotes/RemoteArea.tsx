import { ErrorPanel, Loading, selectedCampaignAtom, useOnReconnect } from '@skillup/shared';
import type { RemoteName } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaLoadError, type LoadedArea } from './areaLoader';
import { areaLoader } from './defaultLoader';

/** `unregistered`: the campaign has no version of the remote, which only operations can fix. */
type AreaState = { status: 'loading' } | { status: 'ready'; area: LoadedArea } | { status: 'failed'; unregistered: boolean };

/**
 * The federated area of `remote` for the selected campaign: a spinner while it loads, the
 * area inside its own error boundary, or an error screen with Retry — never a blank page.
 * A campaign with no version of the remote says so: retrying cannot help there.
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
        setState({ status: 'failed', unregistered: error instanceof AreaLoadError && error.triedVersions.length === 0 });
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

  // What failed for want of a connection loads again by itself when it returns.
  useOnReconnect(retry, state.status === 'failed' && !state.unregistered);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    if (state.unregistered) {
      return <ErrorPanel title={t('area.notRegisteredTitle')} message={t('area.notRegistered', { remote })} />;
    }
    return <ErrorPanel title={t('area.loadFailedTitle')} message={t('area.loadFailed')} onRetry={retry} />;
  }
  const { Component } = state.area;
  return (
    <AreaErrorBoundary key={attempt} onRetry={retry}>
      <Component />
    </AreaErrorBoundary>
  );
}
