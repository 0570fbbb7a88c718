import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { act, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithStore } from '../testing/renderWithStore';
import { NotFoundPage, OtherPages, OtherPagesContext } from './OtherPages';
import { pageHandleAtom, usePageHandle } from './pageHandle';

function Page({ closeTo }: { closeTo: string }) {
  usePageHandle({ closeTo, hideMobileMenu: true });
  return null;
}

let show: (value: boolean) => void = () => undefined;
function Toggle() {
  const [visible, setVisible] = useState(true);
  show = setVisible;
  return visible ? <Page closeTo="/" /> : null;
}

describe('page handle', () => {
  it('holds what the page on screen declares, and nothing once it is gone', () => {
    const store = createStore();
    renderWithStore(<Toggle />, { store });
    expect(store.get(pageHandleAtom)).toEqual({ closeTo: '/', hideMobileMenu: true });
    act(() => show(false));
    expect(store.get(pageHandleAtom)).toEqual({});
  });
});

describe('OtherPages', () => {
  it('is Not found when the host gives no other area', () => {
    renderWithStore(
      <MemoryRouter>
        <OtherPages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
  });

  it('renders the area the host gives for the paths the area does not declare', () => {
    const TaskRoom = () => <p>task room</p>;
    renderWithStore(
      <OtherPagesContext.Provider value={TaskRoom}>
        <OtherPages />
      </OtherPagesContext.Provider>,
    );
    expect(screen.getByText('task room')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not found...' })).toBeNull();
  });

  it('NotFoundPage is the page of a path that nobody declares', () => {
    renderWithStore(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not found...');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
