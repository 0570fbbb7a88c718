import { fakeApi } from '@skillup/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../testing/renderRoute';
import { ResetPage } from './ResetPage';
import { notificationsAtom } from '../app/notifications';

async function send(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(200);
  });
}

describe('ResetPage (docs/behaviour.md §2.5, §8)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it('enables the button only with an address, and links back to login', () => {
    api = fakeApi({});
    renderRoute(<ResetPage />, { path: '/reset' });
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '  ' } });
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.it' } });
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Torna al login' })).toHaveAttribute('href', '/login');
  });

  it('sends once for a double click, and confirms for 6 s', async () => {
    api = fakeApi({ 'POST /auth/sendPasswordReset': { status: 200, data: { status: true, message: 'ok' } } });
    const { store } = renderRoute(<ResetPage />, { path: '/reset' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await send('a@b.it');
    expect(api.requests.map((r) => r.body)).toEqual([{ email: 'a@b.it' }]);
    expect(store.get(notificationsAtom)).toEqual([
      {
        key: 'password-reset',
        status: 'success',
        messageKey: 'reset.sent',
        durationMs: 6000,
      },
    ]);
  });

  it('a refusal asks to check the address', async () => {
    api = fakeApi({ 'POST /auth/sendPasswordReset': { status: 422, data: { status: false, code: 'INVALID_EMAIL', message: 'x' } } });
    renderRoute(<ResetPage />, { path: '/reset' });
    await send('nope');
    expect(screen.getByText("Controlla l'indirizzo inserito")).toBeInTheDocument();
  });

  it('without a connection it says so', async () => {
    api = fakeApi({ 'POST /auth/sendPasswordReset': { fail: 'network' } });
    renderRoute(<ResetPage />, { path: '/reset' });
    await send('a@b.it');
    expect(screen.getByText("Non posso eseguire l'operazione senza connessione")).toBeInTheDocument();
  });
});
