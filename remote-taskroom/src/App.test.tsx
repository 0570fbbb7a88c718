import { screen, within } from '@testing-library/react';
import { selectedCampaignAtom, sessionUserAtom } from '@skillup/shared';
import { aCampaign, aTest, aUser, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import App from './App';

describe('Task Room area', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  function presetStore(overrides: { is360?: boolean; firstName?: string; role?: string } = {}) {
    const store = createStore();
    store.set(sessionUserAtom, aUser({ firstName: overrides.firstName ?? 'Luca', role: { name: overrides.role ?? 'participant' } }));
    store.set(
      selectedCampaignAtom,
      aCampaign({ id: 42, is360: overrides.is360 ?? false, description: 'Una campagna per crescere' }),
    );
    return store;
  }

  const tests = [
    aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', position: 1, status: 'complete' }),
    aTest({ id: 2, name: 'negoziazione', position: 2, status: 'incomplete' }),
    aTest({ id: 3, name: 'Role play', position: 3, prerequisites: [2] }),
    aTest({ id: 360, name: 'Feedback 360', position: 4 }),
  ];

  it('greets the signed-in user of the shared store and lists the campaign tests from the API', async () => {
    api = fakeApi({ 'GET /usertests': { status: 200, data: { status: true, usertests: tests } } });
    renderWithStore(<App />, { store: presetStore() });

    const area = await screen.findByRole('region', { name: 'Buongiorno, Luca.' });
    expect(area).toHaveAttribute('data-remote', 'taskroom');
    expect(area).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(within(area).getByText('Valutazione della leadership')).toBeInTheDocument();
    expect(await within(area).findByText('Completate 1 su 3')).toBeInTheDocument();
    expect(within(area).getByText('In-basket')).toBeInTheDocument();
    expect(within(area).getByText('IB')).toBeInTheDocument();
    expect(within(area).getByText('NE')).toBeInTheDocument();
    expect(within(area).getByText('Completa negoziazione per sbloccare questa attività')).toBeInTheDocument();
    expect(within(area).queryByText('Feedback 360')).not.toBeInTheDocument();
    expect(api.requests[0]?.params).toEqual({ campaignId: 42 });
  });

  it('shows the 360 test in a 360 campaign and never locks tasks for assessors', async () => {
    api = fakeApi({ 'GET /usertests': { status: 200, data: { status: true, usertests: tests } } });
    renderWithStore(<App />, { store: presetStore({ is360: true, role: 'Assessor' }) });
    expect(await screen.findByText('Feedback 360')).toBeInTheDocument();
    expect(screen.queryByText(/per sbloccare/)).not.toBeInTheDocument();
    expect(screen.getByText('Completate 1 su 4')).toBeInTheDocument();
  });

  it('greets a guest when the user has no first name', async () => {
    api = fakeApi({ 'GET /usertests': { status: 200, data: { status: true, usertests: [] } } });
    renderWithStore(<App />, { store: presetStore({ firstName: '' }) });
    expect(await screen.findByText('Nessuna attività in questa campagna')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buongiorno, ospite.' })).toBeInTheDocument();
  });

  it('offers a retry when the tests cannot be loaded', async () => {
    api = fakeApi({ 'GET /usertests': { fail: 'timeout' } });
    renderWithStore(<App />, { store: presetStore() });
    expect(await screen.findByText('Riprova più tardi per piacere')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
