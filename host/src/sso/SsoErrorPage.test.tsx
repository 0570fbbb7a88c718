import { i18n } from '@skillup/shared/i18n';
import { renderWithStore } from '@skillup/shared/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CHOSEN_LANGUAGE_KEY } from '../public/publicLanguage';
import { SsoErrorPage } from './SsoErrorPage';

function renderAt(url: string) {
  return renderWithStore(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/sso/error" element={<SsoErrorPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the SSO error screen', () => {
  afterEach(async () => {
    cleanup();
    window.localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
    await i18n.changeLanguage('it');
  });

  it.each([
    ['NO_SSO', 'The company has no active SSO service'],
    ['NO_ACTIVE_CAMPAIGN', 'There is no valid campaign'],
    ['USER_NOT_FOUND', 'User not found'],
    ['SSO_FAILED', 'Oops, there was an error during login'],
    ['toString', 'Oops, there was an error during login'],
  ])('shows the message of code %s', async (code, message) => {
    // A public page speaks the language chosen on the login page (docs/behaviour.md §2.3).
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'en');
    renderAt(`/sso/error?code=${code}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows the generic message without a code, in Italian by default', () => {
    renderAt('/sso/error');
    expect(screen.getByRole('heading', { name: 'Accesso non riuscito' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Ops, si è verificato un errore durante l'accesso");
  });

  it('speaks Spanish too', async () => {
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'es');
    renderAt('/sso/error?code=USER_NOT_FOUND');
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario no encontrado');
  });

  it('links back to the login page', async () => {
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'en');
    renderAt('/sso/error?code=NO_SSO');
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
