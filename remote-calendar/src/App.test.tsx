import { screen, within } from '@testing-library/react';
import { selectedCampaignAtom } from '@skillup/shared';
import { aCampaign, aTest, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import App from './App';

describe('calendar area', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  function storeWithCampaign() {
    const store = createStore();
    store.set(
      selectedCampaignAtom,
      aCampaign({ id: 9, theme: 'calendar', languages: [{ lang: 'it', name: 'Agenda', description: 'Un mese di attività' }] }),
    );
    return store;
  }

  it('shows the campaign and its tests on the days they are scheduled', async () => {
    api = fakeApi({
      'GET /usertests': {
        status: 200,
        data: {
          status: true,
          usertests: [
            aTest({ id: 2, name: 'Mail al cliente', startDate: '04/11/2026', status: 'complete' }),
            aTest({ id: 1, name: 'Chat col team', startDate: '03/11/2026' }),
          ],
        },
      },
    });
    renderWithStore(<App />, { store: storeWithCampaign() });

    const area = await screen.findByRole('region', { name: 'Agenda' });
    expect(area).toHaveAttribute('data-remote', 'calendar');
    expect(within(area).getByText('Un mese di attività')).toBeInTheDocument();
    const days = await within(area).findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['martedì 3 novembre 2026', 'mercoledì 4 novembre 2026']);
    expect(within(area).getByText('Completata')).toBeInTheDocument();
    expect(api.requests[0]?.params).toEqual({ campaignId: 9 });
  });

  it('offers a retry when the tests cannot be loaded', async () => {
    api = fakeApi({ 'GET /usertests': { fail: 'network' } });
    renderWithStore(<App />, { store: storeWithCampaign() });
    expect(await screen.findByText("Non posso eseguire l'operazione senza connessione")).toBeInTheDocument();
  });
});
