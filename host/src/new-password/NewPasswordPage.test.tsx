import { i18n } from '@skillup/shared/i18n';
import { fakeApi, type FakeAnswer } from '@skillup/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CHOSEN_LANGUAGE_KEY } from '../public/publicLanguage';
import { renderRoute } from '../testing/renderRoute';
import { NewPasswordPage } from './NewPasswordPage';
import { notificationsAtom } from '../app/notifications';

const URL = '/new_password/tok123/elena%40x.it';
const open = () => renderRoute(<NewPasswordPage />, { path: '/new_password/:token/:email', url: URL });
const valid = { status: 200, data: { data: { status: true } } };

function type(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Conferma la password'), { target: { value: confirmation } });
}

async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('NewPasswordPage (docs/behaviour.md §2.5, §5, §8)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  it('checks the token, showing the spinner only after 500 ms', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    api = fakeApi({ 'POST /auth/checkToken': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    open();
    await settle(0);
    expect(api.requests[0]?.body).toEqual({ token: 'tok123', email: 'elena@x.it' });
    await settle(499);
    expect(screen.queryByRole('status')).toBeNull();
    await settle(1);
    expect(screen.getByRole('status')).toHaveTextContent('Verifica del link in corso');
    answer(valid);
    await settle(0);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Nuova password')).toBeInTheDocument();
    expect(screen.getByText('La password deve rispettare queste regole:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annulla' })).toHaveAttribute('href', '/login');
  });

  it('an unknown user goes to login', async () => {
    api = fakeApi({ 'POST /auth/checkToken': { status: 200, data: { data: { status: false, code: 'INVALID_USER' } } } });
    const { probe } = open();
    await settle(0);
    expect(probe.location.pathname).toBe('/login');
    expect(probe.location.state).toEqual({ resetLinkInvalid: true });
  });

  it('a spent token goes to login with the username, which explains the link', async () => {
    api = fakeApi({
      'POST /auth/checkToken': { status: 200, data: { data: { status: false, code: 'INVALID_TOKEN', username: 'elena@x.it' } } },
    });
    const { probe } = open();
    await settle(0);
    expect(probe.location.pathname).toBe('/login');
    expect(probe.location.state).toEqual({ username: 'elena@x.it', resetLinkInvalid: true });
  });

  it('enables the button from 8 characters with both fields equal', async () => {
    api = fakeApi({ 'POST /auth/checkToken': valid });
    open();
    await settle(0);
    const button = screen.getByRole('button', { name: 'Imposta la password' });
    type('Abcdef1', 'Abcdef1');
    expect(button).toBeDisabled();
    type('Abcdefg1', 'Abcdefg2');
    expect(button).toBeDisabled();
    type('Abcdefg1', 'Abcdefg1');
    expect(button).toBeEnabled();
  });

  it('joins the broken client rules into one message and sends nothing', async () => {
    api = fakeApi({ 'POST /auth/checkToken': valid });
    open();
    await settle(0);
    type('abcdefgh', 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    await settle(300);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La password deve contenere lettere maiuscole e minuscole. La password deve contenere almeno un numero. La password deve contenere almeno un simbolo',
    );
    expect(api.requests).toHaveLength(1);
  });

  it('sends the password once for a double click, then back to login with the username and a 6 s notice', async () => {
    api = fakeApi({
      'POST /auth/checkToken': valid,
      'POST /auth/resetPassword': { status: 200, data: { status: true, username: 'elena@x.it' } },
    });
    const { probe, store } = open();
    await settle(0);
    type('Abcdef-1', 'Abcdef-1');
    const button = screen.getByRole('button', { name: 'Imposta la password' });
    fireEvent.click(button);
    fireEvent.click(button);
    await settle(0);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.body).toEqual({
      email: 'elena@x.it',
      token: 'tok123',
      password: 'Abcdef-1',
      password_confirmation: 'Abcdef-1',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(probe.location.pathname).toBe('/login');
    expect(probe.location.state).toEqual({ username: 'elena@x.it' });
    expect(store.get(notificationsAtom)).toEqual([{ key: 'password-reset', status: 'success', messageKey: 'newPassword.success', durationMs: 6000 }]);
  });

  it("shows the server's refusal with a message per broken rule", async () => {
    api = fakeApi({
      'POST /auth/checkToken': valid,
      'POST /auth/resetPassword': {
        status: 422,
        data: { status: false, code: 'INVALID_PASSWORD', message: 'weak', errors: { password: ['symbols', 'uncompromised'] } },
      },
    });
    const { probe } = open();
    await settle(0);
    type('Abcdef-1', 'Abcdef-1');
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    await settle(200);
    expect(screen.getByText('Non è possibile modificare la password')).toBeInTheDocument();
    expect(screen.getByText('La password deve contenere almeno un simbolo')).toBeInTheDocument();
    expect(screen.getByText(/comparsa in una violazione di dati/)).toBeInTheDocument();
    expect(probe.location.pathname).toBe('/new_password/tok123/elena%40x.it');

    // The refusal was about the password sent: typing another one takes it away.
    fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Abcdef-12' } });
    expect(screen.queryByText('Non è possibile modificare la password')).not.toBeInTheDocument();
    expect(screen.queryByText(/comparsa in una violazione di dati/)).not.toBeInTheDocument();
  });

  it.each([
    ['it', 'La nuova password deve essere diversa da quella attuale'],
    ['en', 'The new password must be different from the current one'],
    ['es', 'La nueva contraseña debe ser distinta de la actual'],
  ])('says in %s that the password she was made to change cannot stay', async (lang, message) => {
    // A public page speaks the language chosen on the login page (docs/behaviour.md §2.3).
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, lang);
    try {
      api = fakeApi({
        'POST /auth/checkToken': valid,
        'POST /auth/resetPassword': {
          status: 422,
          data: { status: false, code: 'INVALID_PASSWORD', message: 'same', errors: { password: ['unchanged'] } },
        },
      });
      open();
      await settle(0);
      fireEvent.change(screen.getByLabelText(i18n.t('newPassword.password')), { target: { value: 'Skillup-2026' } });
      fireEvent.change(screen.getByLabelText(i18n.t('newPassword.confirm')), { target: { value: 'Skillup-2026' } });
      fireEvent.click(screen.getByRole('button', { name: i18n.t('newPassword.submit') }));
      await settle(200);
      expect(screen.getByText(i18n.t('newPassword.failed'))).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
      await i18n.changeLanguage('it');
    }
  });

  it('lists every rule of the server, the symbol too, and ticks them as the person types', async () => {
    api = fakeApi({ 'POST /auth/checkToken': valid });
    open();
    await settle(0);
    const rules = () =>
      within(screen.getByRole('list', { name: 'La password deve rispettare queste regole:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(rules()).toEqual([
      '○Almeno 8 caratteri: da rispettare',
      '○Almeno una lettera: da rispettare',
      '○Lettere maiuscole e minuscole: da rispettare',
      '○Almeno un numero: da rispettare',
      '○Almeno un simbolo, per esempio - ! ? #: da rispettare',
      "○Non compare tra le password violate in rete: lo verifichiamo all'invio",
    ]);
    type('abc1', '');
    expect(rules().slice(0, 5)).toEqual([
      '○Almeno 8 caratteri: da rispettare',
      '✓Almeno una lettera: rispettata',
      '○Lettere maiuscole e minuscole: da rispettare',
      '✓Almeno un numero: rispettata',
      '○Almeno un simbolo, per esempio - ! ? #: da rispettare',
    ]);
    type('Abcdef-1', '');
    expect(
      rules()
        .slice(0, 5)
        .every((rule) => rule?.startsWith('✓')),
    ).toBe(true);
  });

  it("says 'Le password non coincidono' while the confirmation differs", async () => {
    api = fakeApi({ 'POST /auth/checkToken': valid });
    open();
    await settle(0);
    type('Abcdef-1', '');
    expect(screen.queryByText('Le password non coincidono')).not.toBeInTheDocument();
    type('Abcdef-1', 'Abcdef-2');
    expect(screen.getByText('Le password non coincidono')).toBeVisible();
    type('Abcdef-1', 'Abcdef-1');
    expect(screen.queryByText('Le password non coincidono')).not.toBeInTheDocument();
  });
});
