import { selectedCampaignQuery, useSelectedCampaign } from '@skillup/shared/query';
import { languageAtom } from '@skillup/shared/state';
import { aCampaign, fakeApi } from '@skillup/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoute } from '../testing/renderRoute';
import { CampaignGate } from './CampaignGate';

/** An area below the gate: it reads the campaign and never asks for it. */
function Area() {
  const campaign = useSelectedCampaign();
  return <p>{`campaign ${campaign?.id ?? 'none'}`}</p>;
}

const gate = (cached: ReadonlyArray<readonly [readonly unknown[], unknown]> = []) =>
  renderRoute(
    <CampaignGate>
      <Area />
    </CampaignGate>,
    { path: '/', store: createStore(), cached },
  );

const refusal = (code: string) => ({ status: 422, data: { status: false, code, message: code } });

describe('the campaign gate and the campaign entered (docs/architecture.md, "Client and server state")', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('opens on the campaign entered, which the page already has, asking nothing', async () => {
    api = fakeApi({});
    gate([[selectedCampaignQuery.queryKey, aCampaign({ id: 4, privacy: true })]]);
    expect(await screen.findByText('campaign 4')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('after a reload asks the server once, in the language the campaign was entered in, and the areas read its answer', async () => {
    api = fakeApi({
      'GET /usercampaign': {
        status: 200,
        data: { status: true, campaign: aCampaign({ id: 9, lang: 'en', user: { lang: 'es', accessDate: null } }) },
      },
    });
    const { store, queryClient } = gate();
    expect(await screen.findByText('campaign 9')).toBeInTheDocument();
    expect(store.get(languageAtom)).toBe('es');
    expect(queryClient.getQueryData(selectedCampaignQuery.queryKey)?.id).toBe(9);
    expect(api.requests.map((r) => r.url)).toEqual(['/usercampaign']);
  });

  it('leads to the consent page when the campaign is not consented to, and to the choice when there is none', async () => {
    api = fakeApi({ 'GET /usercampaign': refusal('NO_PRIVACY_CONSENT') });
    const consent = gate();
    await waitFor(() => expect(consent.probe.location.pathname).toBe('/privacy'));
    consent.unmount();
    api.restore();

    api = fakeApi({ 'GET /usercampaign': refusal('NO_SELECTED_CAMPAIGN') });
    const none = gate();
    await waitFor(() => expect(none.probe.location.pathname).toBe('/select-campaign'));
  });

  it('sends a campaign entered without consent to the consent page', async () => {
    api = fakeApi({});
    const { probe } = gate([[selectedCampaignQuery.queryKey, aCampaign({ privacy: false })]]);
    await act(async () => undefined);
    expect(probe.location.pathname).toBe('/privacy');
    expect(api.requests).toEqual([]);
  });
});
