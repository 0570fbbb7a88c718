import { screen, within } from '@testing-library/react';
import { selectedCampaignAtom } from '@skillup/shared';
import { aCampaign, aTest, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import App from './App';

describe('360 area', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  function render(is360: boolean) {
    api = fakeApi({
      'GET /usertests': {
        status: 200,
        data: { status: true, usertests: [aTest({ id: 1 }), aTest({ id: 360, name: 'Questionario 360', status: 'incomplete' })] },
      },
    });
    const store = createStore();
    store.set(selectedCampaignAtom, aCampaign({ is360, self_evaluation: true, range360Num: 5 }));
    renderWithStore(<App />, { store });
  }

  it('shows the 360 test of the campaign with its status', async () => {
    render(true);
    const area = await screen.findByRole('region', { name: 'Feedback 360' });
    expect(area).toHaveAttribute('data-remote', '360');
    expect(within(area).getByText('Valutazione della leadership')).toBeInTheDocument();
    expect(await within(area).findByText('Questionario 360')).toBeInTheDocument();
    expect(within(area).getByText('In corso')).toBeInTheDocument();
    expect(within(area).getByText('Valuterai fino a 5 colleghi e te stesso')).toBeInTheDocument();
  });

  it('says so when the campaign has no 360', async () => {
    render(false);
    expect(await screen.findByText('Questa campagna non prevede il feedback 360')).toBeInTheDocument();
  });
});
