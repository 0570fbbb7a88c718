import { installTestQueue } from '../queue/testing';
import { networkDown, ok } from '@skillup/shared/queue/testing';
import { sessionUserAtom } from '@skillup/shared/state';
import { aUser, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SynchronizationDialog } from '../queue';
import { useEndSession, useLogout } from './useLogout';

const ref = { userId: 11, campaignId: 7, testId: 3 };

function Page() {
  const logout = useLogout();
  const endSession = useEndSession();
  return (
    <>
      <button onClick={() => void logout()}>logout</button>
      <SynchronizationDialog onDone={endSession} />
    </>
  );
}

function renderApp() {
  return renderWithStore(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Page />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('logout and the queue (docs/behaviour.md §2.15)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ 'POST /auth/logout': { status: 200, data: { status: true } } });
  });
  afterEach(() => api.restore());

  it('logs out at once when nothing is pending, and stops the queue', async () => {
    const { queue } = installTestQueue();
    await queue.start({ user: { id: 11 }, onUnauthorised: jest.fn() });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['/auth/logout']);
    expect(queue.state.running).toBe(false);
  });

  it('with pending items waits in the Synchronization modal, then logs out once they are sent', async () => {
    const { server, queue } = installTestQueue();
    server.answer('/tests/3/status/', networkDown);
    server.answer('/tests/checkSync/', ok({ status: true, needPushing: [] }));
    await queue.recordStatus(ref, 'complete');
    await queue.start({ user: { id: 11 }, onUnauthorised: jest.fn() });
    await queue.settled();
    expect(queue.state.pending).toBe(1);
    renderApp();

    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sincronizzazione' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('login page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['/auth/logout']);
    expect(queue.state).toMatchObject({ pending: 0, running: false });
  });
});

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
