import { installTestQueue } from '../queue/testing';
import type { AccountResponse } from '@skillup/shared/api/contract';
import { selectedCampaignQuery } from '@skillup/shared/query';
import { languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Notifications } from '../app/Notifications';
import { renderRoute } from '../testing/renderRoute';
import { AccountPage } from './AccountPage';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function anAccount(overrides: Partial<AccountResponse['account']> = {}): AccountResponse {
  return {
    status: true,
    account: { firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.com', lang: 'it', hasSSO: false, ...overrides },
    sessions: [
      { startedAt: '2026-11-28T09:00:00.000Z', expiresAt: '2026-11-28T11:00:00.000Z', device: FIREFOX, current: true },
      { startedAt: '2026-11-27T08:00:00.000Z', expiresAt: '2026-11-27T10:00:00.000Z', device: null, current: false },
    ],
  };
}

function signedIn({ inCampaign }: { inCampaign: boolean }) {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ lang: 'it' }));
  return { store, cached: inCampaign ? ([[selectedCampaignQuery.queryKey, aCampaign()]] as const) : [] };
}

const page = ({ store, cached } = signedIn({ inCampaign: false })) =>
  renderRoute(
    <>
      <Notifications />
      <AccountPage />
    </>,
    { path: '/account', store, cached },
  );

const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountPage (docs/behaviour.md §2.17)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('shows the profile and every open session, this one marked', async () => {
    api = fakeApi({ 'GET /account': { status: 200, data: anAccount() } });
    page();
    expect(await screen.findByText('mario@example.com')).toBeInTheDocument();
    expect(screen.getByText('Mario Rossi')).toBeInTheDocument();
    const sessions = screen.getByRole('region', { name: 'Dove hai effettuato l’accesso' });
    const items = within(sessions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox, Windows');
    expect(items[0]).toHaveTextContent('Questo dispositivo');
    expect(items[1]).toHaveTextContent('Browser sconosciuto');
    expect(items[1]).not.toHaveTextContent('Questo dispositivo');
  });

  it('offers the person a copy of their data, as a download link', async () => {
    api = fakeApi({ 'GET /account': { status: 200, data: anAccount() } });
    page();
    const section = await screen.findByRole('region', { name: 'I tuoi dati' });
    expect(within(section).getByRole('link', { name: 'Scarica i miei dati' })).toHaveAttribute('href', '/api/me/export');
  });

  it('saves the language and, outside a campaign, speaks it at once', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'PUT /account/language': { status: 200, data: { status: true } },
    });
    const session = signedIn({ inCampaign: false });
    const { store } = session;
    page(session);
    fireEvent.change(await screen.findByLabelText('La tua lingua'), { target: { value: 'en' } });
    await waitFor(() => expect(store.get(languageAtom)).toBe('en'));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ lang: 'en' });
    expect(store.get(sessionUserAtom)?.lang).toBe('en');
  });

  it('inside a campaign keeps the campaign’s language and says so', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'PUT /account/language': { status: 200, data: { status: true } },
    });
    const session = signedIn({ inCampaign: true });
    const { store } = session;
    store.set(languageAtom, 'it');
    page(session);
    expect(await screen.findByText(/resta la lingua scelta all'ingresso/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('La tua lingua'), { target: { value: 'es' } });
    await waitFor(() => expect(store.get(sessionUserAtom)?.lang).toBe('es'));
    expect(store.get(languageAtom)).toBe('it');
  });

  it('opened afresh inside a campaign, learns it from the session and speaks its language', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'GET /usercampaign': { status: 200, data: { status: true, campaign: aCampaign({ lang: 'en', user: { lang: 'en', accessDate: null } }) } },
    });
    const session = signedIn({ inCampaign: false });
    const { store } = session;
    page(session);
    try {
      expect(await screen.findByText('The current campaign keeps the language chosen when you entered it: English.')).toBeInTheDocument();
      expect(store.get(languageAtom)).toBe('en');
    } finally {
      // The page's language is the one i18next instance's: the next tests read Italian.
      act(() => store.set(languageAtom, 'it'));
    }
  });

  it('tells a wrong current password by its field and keeps what was typed', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'POST /account/password': {
        status: 422,
        data: { status: false, code: 'WRONG_PASSWORD', message: 'no', errors: { currentPassword: ['wrong'] } },
      },
    });
    page();
    await screen.findByLabelText('Password attuale');
    typeInto('Password attuale', 'sbagliata');
    typeInto('Nuova password', 'Nuova-Pass-2026');
    typeInto('Conferma la password', 'Nuova-Pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByText('La password attuale non è corretta')).toBeVisible();
    expect(screen.getByLabelText('Password attuale')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nuova password')).toHaveValue('Nuova-Pass-2026');
  });

  it('sends someone who has not chosen a password yet to the sign-in page’s reset link', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'POST /account/password': { status: 422, data: { status: false, code: 'PASSWORD_NOT_SET', message: 'no' } },
    });
    page();
    await screen.findByLabelText('Password attuale');
    typeInto('Password attuale', 'una-prova');
    typeInto('Nuova password', 'Nuova-Pass-2026');
    typeInto('Conferma la password', 'Nuova-Pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByText(/«Password dimenticata\?»/)).toBeVisible();
    expect(screen.getByLabelText('Password attuale')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not send a new password that breaks a rule, and lists the server’s refusals', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'POST /account/password': {
        status: 422,
        data: { status: false, code: 'INVALID_PASSWORD', message: 'no', errors: { password: ['uncompromised'] } },
      },
    });
    page();
    await screen.findByLabelText('Password attuale');
    typeInto('Password attuale', 'Vecchia-1');
    typeInto('Nuova password', 'soloparole');
    typeInto('Conferma la password', 'soloparole');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La password deve contenere almeno un numero');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    typeInto('Nuova password', 'Password1!');
    typeInto('Conferma la password', 'Password1!');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByText("Questa password è comparsa in una violazione di dati: scegline un'altra")).toBeInTheDocument();
  });

  it('says the new password must differ from the current one when the server finds them the same', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'POST /account/password': {
        status: 422,
        data: { status: false, code: 'INVALID_PASSWORD', message: 'no', errors: { password: ['unchanged'] } },
      },
    });
    page();
    await screen.findByLabelText('Password attuale');
    typeInto('Password attuale', 'Vecchia-Pass-1');
    typeInto('Nuova password', 'Vecchia-Pass-1');
    typeInto('Conferma la password', 'Vecchia-Pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByText('La nuova password deve essere diversa da quella attuale')).toBeInTheDocument();
  });

  it('changes the password, says how many other sessions ended, and empties the fields', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'POST /account/password': { status: 200, data: { status: true, ended: 1 } },
    });
    page();
    await screen.findByLabelText('Password attuale');
    typeInto('Password attuale', 'Vecchia-1');
    typeInto('Nuova password', 'Nuova-Pass-2026');
    typeInto('Conferma la password', 'Nuova-Pass-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cambia la password' }));
    expect(await screen.findByText('Password modificata. È stata chiusa 1 altra sessione.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      currentPassword: 'Vecchia-1',
      password: 'Nuova-Pass-2026',
      password_confirmation: 'Nuova-Pass-2026',
    });
    expect(screen.getByLabelText('Password attuale')).toHaveValue('');
  });

  it('offers no password form to someone who signs in through their company', async () => {
    api = fakeApi({ 'GET /account': { status: 200, data: anAccount({ hasSSO: true }) } });
    page();
    expect(await screen.findByText(/la password la gestisce la tua azienda/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password attuale')).toBeNull();
  });

  it('signs out everywhere: the other sessions on the server, then this one', async () => {
    api = fakeApi({
      'GET /account': { status: 200, data: anAccount() },
      'DELETE /account/sessions/others': { status: 200, data: { status: true, ended: 1 } },
      'POST /auth/logout': { status: 200, data: { status: true } },
    });
    const { queue } = installTestQueue();
    await queue.start({ user: { id: 11 }, onUnauthorised: jest.fn() });
    const { probe } = page();
    fireEvent.click(await screen.findByRole('button', { name: 'Esci ovunque' }));
    await waitFor(() => expect(probe.location.pathname).toBe('/login'));
    const writes = api.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /account/sessions/others', 'POST /auth/logout']);
  });

  it('says so when the account cannot be read, with a way to try again', async () => {
    api = fakeApi({ 'GET /account': { fail: 'network' } });
    page();
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
