import { sessionUserAtom } from '@skillup/shared';
import { aUser, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLogout } from './useLogout';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>log out</button>;
}

function renderSignedIn(hasSSO: boolean) {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ hasSSO }));
  renderWithStore(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LogoutButton />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/sso/logout" element={<p>sso logout page</p>} />
      </Routes>
    </MemoryRouter>,
    { store },
  );
  return store;
}

describe('logging out', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it.each([
    [false, 'login page'],
    [true, 'sso logout page'],
  ])('with hasSSO %s ends the session and shows the %s', async (hasSSO, page) => {
    api = fakeApi({ 'POST /auth/logout': { status: 200, data: { status: true } } });
    const store = renderSignedIn(hasSSO);
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /auth/logout']);
  });

  it('sends an SSO user to /sso/logout even when the server says the session had already ended', async () => {
    api = fakeApi({ 'POST /auth/logout': { status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'x' } } });
    renderSignedIn(true);
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    expect(await screen.findByText('sso logout page')).toBeInTheDocument();
  });
});
