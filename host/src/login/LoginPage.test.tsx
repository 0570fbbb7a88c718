import { sessionUserAtom } from '@skillup/shared/state';
import { setSessionExpiredHandler } from '@skillup/shared/api';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import type { AreaDeclaration, CampaignRemotes, UserCampaignListEntry } from '@skillup/shared/api/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { renderRoute } from '../testing/renderRoute';
import { queryClient } from '../app/QueryLayout';
import { areaMapAtom } from '../areas/areaMap';
import { campaignListQuery } from '../campaigns/campaignListQuery';
import { agreementQuery } from '../privacy/agreementQuery';
import { LoginPage } from './LoginPage';
import { prefetchHome } from './prefetchHome';

jest.mock('./prefetchHome', () => ({ prefetchHome: jest.fn() }));
/** What the router gives the page to download the pages a sign-in leads to. */
const warmPrivatePages = jest.fn();

const entry = (id: number, langs: string[], saved: string | null = null): UserCampaignListEntry => ({
  id,
  theme: 'skillup',
  languages: langs.map((lang) => ({ lang, name: `Campagna ${id}`, description: '' })),
  user: { lang: saved, accessDate: null },
});

/** A staff area as a remote might declare it: the host names none of its own. */
const consoleArea = (declared: Partial<AreaDeclaration> = {}): CampaignRemotes => ({
  report: {
    version: '2.0.0',
    url: '/remotes/report/2.0.0/mf-manifest.json',
    integrity: {},
    fallback: null,
    area: {
      path: '/console',
      menu: { it: 'Console', en: 'Console', es: 'Consola' },
      roles: ['superassessor'],
      landing: true,
      campaign: false,
      ...declared,
    },
  },
});

/**
 * What the login keeps in the cache for the pages after it, as they read it: watched from
 * before the sign-in, as a page would, so the fake timers do not collect it unread.
 */
function watchCached<T>(query: { queryKey: readonly unknown[] }) {
  const observer = new QueryObserver<T>(queryClient, { queryKey: query.queryKey, enabled: false });
  observer.subscribe(() => undefined);
  return () => observer.getCurrentResult().data;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

async function submitAndSettle() {
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
}

describe('LoginPage (docs/behaviour.md §2.3, §8)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api?.restore();
    jest.useRealTimers();
    jest.mocked(prefetchHome).mockClear();
    jest.mocked(warmPrivatePages).mockClear();
    queryClient.clear();
  });

  it('prefills the username from the navigation state and enables submit only with both fields', () => {
    api = fakeApi({});
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: { username: 'elena@x.it' } });
    expect(screen.getByLabelText('E-mail')).toHaveValue('elena@x.it');
    const submit = screen.getByRole('button', { name: 'Accedi' });
    expect(submit).toBeDisabled();
    fill('elena@x.it', 'secret');
    expect(submit).toBeEnabled();
    fill('', 'secret');
    expect(submit).toBeDisabled();
  });

  it('explains a reset link that can no longer be used and offers a new one', () => {
    api = fakeApi({});
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: { username: 'elena@x.it', resetLinkInvalid: true } });
    const explained = screen.getAllByRole('status').filter((node) => node.textContent?.includes('Chiedi un nuovo link'));
    expect(explained).toHaveLength(1);
    expect(explained[0]).toHaveTextContent('Questo link per reimpostare la password è già stato usato, è scaduto o non è valido.');
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' })).toHaveAttribute('href', '/reset');
    expect(screen.getByLabelText('E-mail')).toHaveValue('elena@x.it');
  });

  it('says nothing about reset links to a plain visit', () => {
    api = fakeApi({});
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: { resetLinkInvalid: 'yes' } });
    expect(screen.queryByText(/link per reimpostare la password/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Chiedi un nuovo link' })).toBeNull();
  });

  it('sends one login at once for a double click, with the browser time zone', async () => {
    api = fakeApi({ 'POST /auth/login': { status: 422, data: { status: false, code: 'WRONG_CREDENTIALS', message: 'no' } } });
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('u@x.it', 'pw');
    const button = screen.getByRole('button', { name: 'Accedi' });
    fireEvent.click(button);
    fireEvent.click(button);
    // No timer runs: the login goes out without waiting.
    await act(async () => {});
    expect(api.requests).toHaveLength(1);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.body).toEqual({
      username: 'u@x.it',
      password: 'pw',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByText('Le credenziali sono errate')).toBeInTheDocument();
  });

  it('says to try again in a moment when too many people are signing in', async () => {
    api = fakeApi({ 'POST /auth/login': { status: 503, data: { status: false, code: 'SIGN_IN_BUSY', message: 'x' } } });
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('u@x.it', 'pw');
    await submitAndSettle();
    expect(screen.getByText('In questo momento stanno entrando molte persone: riprova tra qualche secondo')).toBeInTheDocument();
  });

  it('says when the credentials could not be verified', async () => {
    api = fakeApi({ 'POST /auth/login': { status: 500, data: { status: false, code: 'INTERNAL', message: 'x' } } });
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('u@x.it', 'pw');
    await submitAndSettle();
    expect(screen.getByText('Impossibile verificare le credenziali')).toBeInTheDocument();
  });

  it('opened at another address than the app’s, says where to open it rather than that the credentials are wrong', async () => {
    api = fakeApi({
      'POST /auth/login': {
        status: 403,
        data: { status: false, code: 'FOREIGN_ORIGIN', message: 'cross-origin request refused', appUrl: 'http://localhost:8080' },
      },
    });
    const expired = jest.fn();
    const removeHandler = setSessionExpiredHandler(expired);
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('u@x.it', 'pw');
    await submitAndSettle();
    expect(screen.getByText("Questo indirizzo non apre l'applicazione: aprila da http://localhost:8080")).toBeInTheDocument();
    expect(screen.queryByText('Impossibile verificare le credenziali')).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    removeHandler();
  });

  it('no campaign: logs out and says so', async () => {
    api = fakeApi({
      'POST /auth/login': { status: 200, data: { status: true, user: aUser(), campaigns: [], areas: {}, landing: null } },
      'POST /auth/logout': { status: 200, data: { status: true } },
    });
    const { store, probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('u@x.it', 'pw');
    await submitAndSettle();
    expect(screen.getByText('Nessuna campagna attiva')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toContain('/auth/logout');
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(probe.location.pathname).toBe('/login');
  });

  it('a password to renew leads to the new-password route', async () => {
    api = fakeApi({ 'POST /auth/login': { status: 200, data: { status: true, token: 'tok', email: 'elena@x.it' } } });
    const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('elena@x.it', 'pw');
    await submitAndSettle();
    expect(probe.location.pathname).toBe('/new_password/tok/elena%40x.it');
  });

  it('one campaign in a known language is entered: /privacy when not accepted, keeping the origin', async () => {
    api = fakeApi({
      'POST /auth/login': {
        status: 200,
        data: { status: true, user: aUser({ lang: 'it' }), campaigns: [entry(3, ['it', 'en'])], areas: {}, landing: null },
      },
      'POST /usercampaign/3': {
        status: 200,
        data: { status: true, privacy: false, privacyAgreement: '<p>x</p>', campaign: aCampaign({ privacy: false }) },
      },
    });
    const from = { from: { pathname: '/report', search: '' } };
    const notice = watchCached<string>(agreementQuery);
    const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: from });
    fill('anna@x.it', 'pw');
    await submitAndSettle();
    expect(api.requests[1]?.body).toEqual({ lang: 'it' });
    expect(probe.location.pathname).toBe('/privacy');
    expect(probe.location.state).toEqual(from);
    // The consent page shows the notice the entry answered with, without asking again.
    expect(notice()).toBe('<p>x</p>');
  });

  it('one accepted campaign goes to the page first asked for', async () => {
    api = fakeApi({
      'POST /auth/login': {
        status: 200,
        data: { status: true, user: aUser({ lang: 'it' }), campaigns: [entry(3, ['it'])], areas: {}, landing: null },
      },
      'POST /usercampaign/3': { status: 200, data: { status: true, privacy: true, privacyAgreement: null, campaign: aCampaign() } },
    });
    const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, {
      path: '/login',
      state: { from: { pathname: '/report', search: '' } },
    });
    fill('luca@x.it', 'pw');
    await submitAndSettle();
    expect(probe.location.pathname).toBe('/report');
  });

  it('loads the private pages while the form is filled in and as it is sent, and home with the versions the login answer names', async () => {
    const user = aUser({ lang: 'it' });
    const remotes = { taskroom: { version: '1.2.0', url: '/remotes/taskroom/1.2.0/mf-manifest.json', integrity: {}, fallback: null } };
    api = fakeApi({
      'POST /auth/login': { status: 200, data: { status: true, user, campaigns: [entry(3, ['it'])], remotes, areas: {}, landing: null } },
      'POST /usercampaign/3': { status: 200, data: { status: true, privacy: true, privacyAgreement: null, campaign: aCampaign() } },
    });
    const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    expect(warmPrivatePages).not.toHaveBeenCalled();
    fill('luca@x.it', 'pw');
    expect(warmPrivatePages).toHaveBeenCalled();
    jest.mocked(warmPrivatePages).mockClear();
    await submitAndSettle();
    expect(warmPrivatePages).toHaveBeenCalledTimes(1);
    expect(probe.location.pathname).toBe('/');
    expect(prefetchHome).toHaveBeenCalledTimes(1);
    expect(prefetchHome).toHaveBeenCalledWith(expect.objectContaining({ id: 3, theme: 'skillup' }), user, remotes);
  });

  it('does not load the home area for a login that leads elsewhere', async () => {
    api = fakeApi({
      'POST /auth/login': {
        status: 200,
        data: { status: true, user: aUser({ lang: 'it' }), campaigns: [entry(3, ['it'])], areas: {}, landing: null },
      },
      'POST /usercampaign/3': { status: 200, data: { status: true, privacy: true, privacyAgreement: null, campaign: aCampaign() } },
    });
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: { from: { pathname: '/report', search: '' } } });
    fill('luca@x.it', 'pw');
    await submitAndSettle();
    expect(prefetchHome).not.toHaveBeenCalled();
  });

  it('takes over the form of the HTML page with what was typed in it', () => {
    api = fakeApi({});
    const shell = document.createElement('div');
    shell.setAttribute('data-login-shell', '');
    shell.innerHTML = '<input name="username" value="luca@x.it"><input name="password" value="pw">';
    document.body.appendChild(shell);
    try {
      renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    } finally {
      shell.remove();
    }
    expect(screen.getByLabelText('E-mail')).toHaveValue('luca@x.it');
    expect(screen.getByLabelText('Password')).toHaveValue('pw');
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeEnabled();
  });

  it('several campaigns lead to the campaign choice', async () => {
    api = fakeApi({
      'POST /auth/login': {
        status: 200,
        data: { status: true, user: aUser(), campaigns: [entry(1, ['it']), entry(2, ['en'])], areas: {}, landing: null },
      },
    });
    const campaigns = watchCached<unknown[]>(campaignListQuery);
    const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    fill('marco@x.it', 'pw');
    await submitAndSettle();
    expect(probe.location.pathname).toBe('/select-campaign');
    expect(campaigns()).toHaveLength(2);
  });

  it('links to the password reset and shows the copyright with the year', () => {
    api = fakeApi({});
    renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute('href', '/reset');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Skillup`))).toBeInTheDocument();
  });

  describe('areas that need no campaign (docs/remotes.md)', () => {
    it('lands staff on their landing area without entering a campaign, and keeps the areas for the header', async () => {
      const areas = consoleArea();
      api = fakeApi({
        'POST /auth/login': {
          status: 200,
          data: { status: true, user: aUser({ id: 9 }), campaigns: [entry(1, ['it']), entry(2, ['en'])], areas, landing: '/console' },
        },
      });
      const campaigns = watchCached<unknown[]>(campaignListQuery);
      const { store, probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
      fill('hr@x.it', 'pw');
      await submitAndSettle();
      expect(probe.location.pathname).toBe('/console');
      expect(api.requests.map((r) => r.url)).toEqual(['/auth/login']);
      expect(store.get(areaMapAtom)).toEqual(areas);
      expect(campaigns()).toHaveLength(2);
      expect(prefetchHome).not.toHaveBeenCalled();
    });

    it('still takes staff to the page first asked for', async () => {
      api = fakeApi({
        'POST /auth/login': {
          status: 200,
          data: { status: true, user: aUser(), campaigns: [entry(1, ['it'])], areas: consoleArea(), landing: '/console' },
        },
      });
      const from = { from: { pathname: '/report', search: '' } };
      const { probe } = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login', state: from });
      fill('hr@x.it', 'pw');
      await submitAndSettle();
      expect(probe.location.pathname).toBe('/report');
    });

    it('without a landing the campaigns decide; with one and no campaign to enter, the person lands on it', async () => {
      api = fakeApi({
        'POST /auth/login': {
          status: 200,
          data: {
            status: true,
            user: aUser(),
            campaigns: [entry(1, ['it']), entry(2, ['en'])],
            areas: consoleArea({ landing: false }),
            landing: null,
          },
        },
      });
      const several = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
      fill('hr@x.it', 'pw');
      await submitAndSettle();
      expect(several.probe.location.pathname).toBe('/select-campaign');
      several.unmount();
      api.restore();

      api = fakeApi({
        'POST /auth/login': {
          status: 200,
          data: { status: true, user: aUser(), campaigns: [], areas: consoleArea({ landing: false }), landing: '/console' },
        },
      });
      const none = renderRoute(<LoginPage warmPages={warmPrivatePages} />, { path: '/login' });
      fill('hr@x.it', 'pw');
      await submitAndSettle();
      expect(none.probe.location.pathname).toBe('/console');
      expect(none.store.get(sessionUserAtom)).not.toBeNull();
      expect(api.requests.map((r) => r.url)).toEqual(['/auth/login']);
    });
  });
});
