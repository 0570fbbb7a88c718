import { screen, within } from '@testing-library/react';
import { languageAtom, selectedCampaignAtom } from '@skillup/shared';
import { aCampaign, aTest, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import App from './App';

describe('individual-challenge area', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('shows the campaign sections with their tests and the progress', async () => {
    api = fakeApi({
      'GET /usertests': {
        status: 200,
        data: { status: true, usertests: [aTest({ id: 1, name: 'Vision board', status: 'complete' }), aTest({ id: 2, name: 'Team talk' })] },
      },
    });
    const store = createStore();
    store.set(
      selectedCampaignAtom,
      aCampaign({
        theme: 'ferrari-academy',
        lang: 'en',
        languages: [{ lang: 'en', name: 'Individual Challenge', description: 'Four steps' }],
        data: { order: [1, 2], sections: { 1: { name: 'Vision', tests: [1] }, 2: { name: 'Team', tests: [2] } } },
      }),
    );
    store.set(languageAtom, 'en');
    renderWithStore(<App />, { store });

    const area = await screen.findByRole('region', { name: 'Individual Challenge' });
    expect(area).toHaveAttribute('data-remote', 'challenge');
    expect(await within(area).findByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    expect(within(area).getByText('Team talk')).toBeInTheDocument();
    expect(within(area).getByText('Progress 50%')).toBeInTheDocument();
  });
});
