import { sessionUserAtom } from '@skillup/shared/state';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoute } from '../testing/renderRoute';
import { campaignListQuery } from './campaignListQuery';
import { SelectCampaignPage } from './SelectCampaignPage';

const leadership: UserCampaignListEntry = {
  id: 1,
  theme: 'skillup',
  languages: [
    { lang: 'it', name: 'Valutazione della leadership', description: '' },
    { lang: 'en', name: 'Leadership Assessment', description: '' },
    { lang: 'es', name: 'Evaluación del liderazgo', description: '' },
  ],
  user: { lang: null, accessDate: null },
};
const agenda: UserCampaignListEntry = {
  id: 2,
  theme: 'calendar',
  languages: [{ lang: 'it', name: 'Agenda', description: '' }],
  user: { lang: 'it', accessDate: '2026-03-05T10:00:00Z' },
};

function withCampaigns(campaigns: UserCampaignListEntry[]) {
  const store = createStore();
  // His general language does not choose the campaign's (docs/behaviour.md §2.7).
  store.set(sessionUserAtom, aUser({ lang: 'it' }));
  // As the login leaves them.
  return { store, cached: [[campaignListQuery.queryKey, campaigns]] as const };
}

const selected = (privacy: boolean) => ({
  status: 200,
  data: { status: true, privacy, privacyAgreement: null, campaign: aCampaign({ privacy }) },
});

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('SelectCampaignPage (docs/behaviour.md §2.7)', () => {
  let api: ReturnType<typeof fakeApi>;
  let language: jest.SpyInstance;
  beforeEach(() => {
    language = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('it-IT');
  });
  afterEach(() => {
    api.restore();
    language.mockRestore();
  });

  it('lists each campaign with its name in the browser language, last access or Nuova!', () => {
    api = fakeApi({});
    renderRoute(<SelectCampaignPage />, { path: '/select-campaign', ...withCampaigns([leadership, agenda]) });
    expect(screen.getByText('Valutazione della leadership')).toBeInTheDocument();
    expect(screen.getByText('Nuova!')).toBeInTheDocument();
    expect(screen.getByText('Ultimo accesso 05/03/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Entra in/ })).toHaveLength(2);
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
  });

  it('a campaign whose language is known is entered at once, back to the page first asked for', async () => {
    api = fakeApi({ 'POST /usercampaign/2': selected(true) });
    const { probe } = renderRoute(<SelectCampaignPage />, {
      path: '/select-campaign',
      ...withCampaigns([leadership, agenda]),
      state: { from: { pathname: '/report', search: '' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Agenda' }));
    await settle();
    expect(api.requests[0]?.body).toEqual({ lang: 'it' });
    expect(probe.location.pathname).toBe('/report');
  });

  it('asks the language in a dismissible modal when there are several campaigns, then enters in it', async () => {
    api = fakeApi({ 'POST /usercampaign/1': selected(false) });
    const { probe } = renderRoute(<SelectCampaignPage />, { path: '/select-campaign', ...withCampaigns([leadership, agenda]) });
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Valutazione della leadership' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Attenzione: la lingua scelta non potrà essere modificata in seguito.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Español'));
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFERMA E INIZIA' }));
    await settle();
    expect(api.requests[0]?.body).toEqual({ lang: 'es' });
    // Privacy not accepted yet: consent first.
    expect(probe.location.pathname).toBe('/privacy');
  });

  it('the modal closes without entering when dismissed', async () => {
    api = fakeApi({});
    renderRoute(<SelectCampaignPage />, { path: '/select-campaign', ...withCampaigns([leadership, agenda]) });
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Valutazione della leadership' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chiudi' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('button', { name: 'CONFERMA E INIZIA' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('a single campaign is pre-selected and its language asked at once, with no way to dismiss it', async () => {
    api = fakeApi({});
    renderRoute(<SelectCampaignPage />, { path: '/select-campaign', ...withCampaigns([leadership]) });
    expect(document.querySelector('[aria-current="true"]')).toHaveTextContent('Valutazione della leadership');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'CONFERMA E INIZIA' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Chiudi' })).toBeNull();
  });

  it('asks for the list when no login kept it, and offers Retry when that fails', async () => {
    api = fakeApi({ 'GET /usercampaign/list': { status: 503, data: {} } });
    const store = createStore();
    store.set(sessionUserAtom, aUser({ lang: 'it' }));
    renderRoute(<SelectCampaignPage />, { path: '/select-campaign', store });
    const retry = await screen.findByRole('button', { name: /Riprova/ });
    api.restore();
    api = fakeApi({ 'GET /usercampaign/list': { status: 200, data: [agenda] } });
    fireEvent.click(retry);
    expect(await screen.findByText('Agenda')).toBeInTheDocument();
  });
});
