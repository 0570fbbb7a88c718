import { screen, within } from '@testing-library/react';
import { selectedCampaignAtom } from '@skillup/shared';
import type { CampaignState } from '@skillup/shared/api/contract';
import { aCampaign, aTest, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import App from './App';

describe('report area', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  function render(state: CampaignState) {
    api = fakeApi({
      'GET /usertests': { status: 200, data: { status: true, usertests: [aTest({ id: 1, name: 'In-basket', status: 'complete' })] } },
    });
    const store = createStore();
    store.set(selectedCampaignAtom, aCampaign({ state }));
    renderWithStore(<App />, { store });
  }

  it.each(['REPORT', 'COMPLETED'] as const)('in a %s campaign lists the tests the report stands on', async (state) => {
    render(state);
    const area = await screen.findByRole('region', { name: 'Report' });
    expect(area).toHaveAttribute('data-remote', 'report');
    expect(await within(area).findByText('Il tuo report individuale è pronto.')).toBeInTheDocument();
    expect(within(area).getByText('In-basket')).toBeInTheDocument();
  });

  it('says there is no report while the campaign is running', async () => {
    render('ACTIVE');
    expect(await screen.findByText('Nessun report disponibile')).toBeInTheDocument();
  });
});
