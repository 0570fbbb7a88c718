import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { selectedCampaignQuery } from '../query/selectedCampaign';
import { currentTestAtom } from '../state/tests';
import { aCampaign, aTest } from '../testing/fixtures';
import { renderWithStore } from '../testing/renderWithStore';
import { canAnswer } from './answerable';
import { useStartTest } from './useStartTest';

const test = aTest({ id: 11, name: 'In-basket' });

function Home() {
  const start = useStartTest();
  return <button onClick={() => start(test)}>Inizia</button>;
}

function renderHome(closed: boolean) {
  const store = createStore();
  renderWithStore(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route index element={<Home />} />
        <Route path="test" element={<p>Pagina del test</p>} />
      </Routes>
    </MemoryRouter>,
    { store, cached: [[selectedCampaignQuery.queryKey, aCampaign({ closed })]] },
  );
  return store;
}

describe('answering in a campaign', () => {
  it('is possible while the campaign is open, not once it is closed', () => {
    expect(canAnswer(aCampaign({ closed: false }))).toBe(true);
    expect(canAnswer(aCampaign({ closed: true }))).toBe(false);
  });

  it('starts a test of an open campaign in the test page', () => {
    const store = renderHome(false);
    fireEvent.click(screen.getByRole('button', { name: 'Inizia' }));
    expect(screen.getByText('Pagina del test')).toBeInTheDocument();
    expect(store.get(currentTestAtom)?.id).toBe(11);
  });

  it('starts nothing in a closed campaign, whatever a page still offers', () => {
    const store = renderHome(true);
    fireEvent.click(screen.getByRole('button', { name: 'Inizia' }));
    expect(screen.queryByText('Pagina del test')).not.toBeInTheDocument();
    expect(store.get(currentTestAtom)).toBeNull();
  });
});
