import { i18n } from '@skillup/shared/i18n';
import { renderWithStore } from '@skillup/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { CHOSEN_LANGUAGE_KEY } from '../public/publicLanguage';
import { SsoLogoutPage } from './SsoLogoutPage';

describe('the SSO logout screen', () => {
  afterEach(async () => {
    cleanup();
    window.localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
    await i18n.changeLanguage('it');
  });

  it('says the user is out and must come back through the e-mailed link', async () => {
    // A public page speaks the language chosen on the login page (docs/behaviour.md §2.3).
    window.localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'en');
    renderWithStore(<SsoLogoutPage />);
    expect(screen.getByRole('heading', { name: 'You are logged out' })).toBeInTheDocument();
    expect(screen.getByText('To enter again, use the link you received by e-mail.')).toBeInTheDocument();
  });

  it('says it in Italian by default', () => {
    renderWithStore(<SsoLogoutPage />);
    expect(screen.getByText('Per rientrare usa il link che hai ricevuto via e-mail.')).toBeInTheDocument();
  });
});
