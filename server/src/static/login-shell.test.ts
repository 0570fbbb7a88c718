import { LOGIN_ERRORS, loginShell, withLoginShell } from './login-shell';
import { en, es, it as italian } from '@skillup/shared/i18n/catalogues';

const INDEX =
  '<!doctype html><html lang="it"><head><title>Skillup</title></head><body><div id="root"><div class="boot" aria-busy="true" data-shell></div></div><script defer src="/main.js?abc"></script></body></html>';

describe('the login form in the HTML', () => {
  it('takes its texts from the catalogue of the language, Italian by default', () => {
    const html = loginShell({ year: 2026 });
    for (const text of [italian.login.title, italian.login.email, italian.login.password, italian.login.submit, italian.login.forgotPassword]) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toContain('© 2026 Skillup.');
    expect(loginShell({ lang: 'en', year: 2026 })).toContain(`>${en.login.welcome}<`);
    expect(loginShell({ lang: 'es', year: 2026 })).toContain(`>${es.login.submit}</button>`);
  });

  it('posts to the login endpoint with the fields the API reads', () => {
    const html = loginShell({ year: 2026 });
    expect(html).toContain('<form method="post" action="/api/auth/login">');
    expect(html).toMatch(/<input id="ls-email" type="email" name="username" autocomplete="username" required/);
    expect(html).toMatch(/<input id="ls-password" type="password" name="password" autocomplete="current-password" required/);
    expect(html).toContain('<label for="ls-email">');
  });

  it.each(LOGIN_ERRORS)('shows the %s message as an alert', (key) => {
    expect(loginShell({ error: key, year: 2026 })).toContain(`<p class="ls-error" role="alert">${italian.errors[key]}</p>`);
  });

  it('puts the form in place of the loading shell, its style in the head, the language and the page’s title on the page', () => {
    const html = withLoginShell(INDEX, { lang: 'en', year: 2026 });
    expect(html).toContain('<title>Sign in · Skillup</title>');
    expect(withLoginShell(INDEX, { year: 2026 })).toContain('<title>Accedi · Skillup</title>');
    expect(html).not.toContain('class="boot"');
    expect(html).toContain('<div id="root"><div class="ls" data-login-shell>');
    expect(html).toMatch(/<style>[^]*\.ls-card[^]*<\/style><\/head>/);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<script defer src="/main.js?abc"></script>');
  });

  it('finds the loading shell in the minified page the build writes', () => {
    const minified =
      '<!doctype html><html lang=it><head><title>Skillup</title></head><body><div id=root><div class=boot aria-busy=true data-shell></div></div></body></html>';
    const html = withLoginShell(minified, { year: 2026 });
    expect(html).toContain('<div id=root><div class="ls" data-login-shell>');
    expect(html).toContain('<html lang="it">');
    expect(html).not.toContain('class=boot');
  });

  it('leaves a page without the loading shell as it is', () => {
    const page = '<!doctype html><html lang="it"><head></head><body><div id="root"></div></body></html>';
    expect(withLoginShell(page, { year: 2026 })).toBe(page);
  });
});
