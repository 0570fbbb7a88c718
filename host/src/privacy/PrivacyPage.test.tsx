import { selectedCampaignQuery } from '@skillup/shared/query';
import { sessionUserAtom } from '@skillup/shared/state';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoute } from '../testing/renderRoute';
import { agreementQuery } from './agreementQuery';
import { PrivacyPage } from './PrivacyPage';

/** The notice as entering the campaign leaves it. */
const entered = [selectedCampaignQuery.queryKey, aCampaign({ privacy: false })] as const;
const noticeSent = [[agreementQuery.queryKey, '<p>Informativa</p>'] as const, entered];

async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function signedIn() {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ privacy: false }));
  return store;
}

describe('PrivacyPage (docs/behaviour.md §2.6)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it('loads the notice when the selection did not send it, and shows it without its scripts', async () => {
    api = fakeApi({
      'GET /auth/privacy/agreement': { status: 200, data: { status: true, privacy: '<h2>Titolare</h2><script>window.ran = 1</script>' } },
    });
    renderRoute(<PrivacyPage />, { path: '/privacy', store: signedIn(), cached: [entered] });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await settle(0);
    expect(screen.getByRole('heading', { name: 'Titolare' })).toBeInTheDocument();
    expect(document.querySelector('.privacy-notice script')).toBeNull();
  });

  it('enables Confirm once the box is ticked, consents once for a double click and returns to the page first asked for', async () => {
    api = fakeApi({ 'POST /auth/privacy/giveConsent': { status: 200, data: { status: true } } });
    const store = signedIn();
    const { probe, queryClient } = renderRoute(<PrivacyPage />, {
      path: '/privacy',
      store,
      cached: noticeSent,
      state: { from: { pathname: '/report', search: '' } },
    });
    expect(api.requests).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByLabelText("Ho letto l'informativa"));
    await settle(0);
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await settle(0);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /auth/privacy/giveConsent']);
    expect(store.get(sessionUserAtom)?.privacy).toBe(true);
    expect(queryClient.getQueryData(selectedCampaignQuery.queryKey)?.privacy).toBe(true);
    expect(probe.location.pathname).toBe('/report');
  });

  it('goes home after consent when nothing else was asked for', async () => {
    api = fakeApi({ 'POST /auth/privacy/giveConsent': { status: 200, data: { status: true } } });
    const store = signedIn();
    const { probe } = renderRoute(<PrivacyPage />, {
      path: '/privacy',
      store,
      cached: noticeSent,
      state: { from: { pathname: '/login', search: '' } },
    });
    fireEvent.click(screen.getByLabelText("Ho letto l'informativa"));
    await settle(0);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await settle(200);
    expect(probe.location.pathname).toBe('/');
  });

  it('the close button logs out and goes to login', async () => {
    api = fakeApi({ 'POST /auth/logout': { status: 200, data: { status: true } } });
    const store = signedIn();
    const { probe } = renderRoute(<PrivacyPage />, { path: '/privacy', store, cached: noticeSent });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi e torna al login' }));
    await settle(0);
    expect(api.requests.map((r) => r.url)).toEqual(['/auth/logout']);
    expect(probe.location.pathname).toBe('/login');
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('without a session it goes to login', async () => {
    api = fakeApi({ 'GET /auth/privacy/agreement': { status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'no' } } });
    const { probe } = renderRoute(<PrivacyPage />, { path: '/privacy' });
    await settle(0);
    expect(probe.location.pathname).toBe('/login');
  });

  it('before a campaign is chosen it goes to the campaign choice', async () => {
    api = fakeApi({
      'GET /auth/privacy/agreement': { status: 422, data: { status: false, code: 'NO_SELECTED_CAMPAIGN', message: 'no selected campaign found' } },
    });
    const { probe } = renderRoute(<PrivacyPage />, { path: '/privacy', store: signedIn() });
    await settle(0);
    expect(probe.location.pathname).toBe('/select-campaign');
  });
});
