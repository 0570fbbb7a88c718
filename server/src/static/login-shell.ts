import { DEFAULT_LANGUAGE, type Language } from '@skillup/shared/api/contract';
import type { Translation } from '@skillup/shared/i18n';
import { en, es, it, type CommonCatalogue } from '@skillup/shared/i18n/catalogues';
import { escapeHtml } from '../http/escape-html';

const CATALOGUES: Record<Language, Translation<CommonCatalogue>> = { it, en, es };

/** The messages a plain form post can come back with (docs/behaviour.md §8), by `?error=`. */
export const LOGIN_ERRORS = ['wrongCredentials', 'noActiveCampaign', 'signInBusy', 'loginFailed'] as const;
export type LoginErrorKey = (typeof LOGIN_ERRORS)[number];

export const isLoginErrorKey = (value: unknown): value is LoginErrorKey =>
  typeof value === 'string' && (LOGIN_ERRORS as readonly string[]).includes(value);

/**
 * Where the host's index.html leaves the loading shell, which the login form takes the place
 * of; the build's minifier drops the quotes of attribute values.
 */
const SHELL = /<div class="?boot"?[^>]*\bdata-shell\b[^>]*><\/div>/;
const HTML_LANG = /<html lang="?[A-Za-z-]*"?/;

/**
 * The look of the login card before its script runs, in the measures of the Chakra page
 * that takes it over (host/src/login, host/src/public): the same sizes in the same places,
 * so nothing moves when it does. System fonts only: nothing to wait for.
 */
const STYLE = `<style>
.ls{display:flex;flex-direction:column;min-height:100vh;background:#fafafa;color:#09090b;font-family:Inter,ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;-webkit-font-smoothing:antialiased}
.ls main{flex:1;display:flex;align-items:center;justify-content:center;padding:2.5rem 1rem}
.ls-card{width:100%;max-width:28rem;background:#fff;border:1px solid #e4e4e7;border-radius:.75rem;display:flex;flex-direction:column;box-sizing:border-box}
.ls-head{display:flex;flex-direction:column;gap:.5rem;padding:1.5rem 1.5rem 0}
.ls-brand{margin:0;font-size:1.5rem;line-height:2rem;font-weight:700;color:#a33224}
.ls h1{margin:0;font-size:1.25rem;line-height:1.875rem;font-weight:600}
.ls-intro{margin:0;color:#71717a}
.ls-body{padding:1.5rem;display:flex;flex-direction:column}
.ls form{display:flex;flex-direction:column;gap:1rem;margin:0}
.ls-field{display:flex;flex-direction:column;gap:.375rem}
.ls label{font-size:.875rem;line-height:1.25rem;font-weight:500}
.ls input{box-sizing:border-box;height:2.5rem;padding:0 .75rem;border:1px solid #e4e4e7;border-radius:.375rem;font:inherit;font-size:.875rem;background:#fff;color:inherit}
.ls input:focus-visible{outline:1px solid #e25240;border-color:#e25240}
.ls button{height:2.5rem;border:0;border-radius:.375rem;background:#b8392a;color:#fff;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.ls button:focus-visible{outline:2px solid #e25240;outline-offset:2px}
.ls a{align-self:center;color:#a33224;font-size:.875rem;line-height:1.25rem}
.ls-error{margin:0;color:#dc2626;font-size:.875rem}
.ls footer{padding:1rem 0;text-align:center;font-size:.875rem;line-height:1.25rem;color:#71717a}
</style>`;

export interface LoginShellOptions {
  lang?: Language;
  error?: LoginErrorKey | null;
  year: number;
}

/**
 * The login form as plain HTML (docs/performance.md): it paints before any script, and a
 * browser without JavaScript posts it to the login endpoint, which answers a form with a
 * redirect. The host's login page takes it over, keeping what was typed.
 */
export function loginShell({ lang = DEFAULT_LANGUAGE, error = null, year }: LoginShellOptions): string {
  const c = CATALOGUES[lang];
  const t = (text: string) => escapeHtml(text);
  const message = error ? `<p class="ls-error" role="alert">${t(c.errors[error])}</p>` : '';
  return (
    `<div class="ls" data-login-shell><main><div class="ls-card"><div class="ls-head">` +
    `<p class="ls-brand">${t(c.app.name)}</p><h1>${t(c.login.title)}</h1><p class="ls-intro">${t(c.login.welcome)}</p></div>` +
    `<div class="ls-body"><form method="post" action="/api/auth/login">` +
    `<div class="ls-field"><label for="ls-email">${t(c.login.email)}</label>` +
    `<input id="ls-email" type="email" name="username" autocomplete="username" required maxlength="254"></div>` +
    `<div class="ls-field"><label for="ls-password">${t(c.login.password)}</label>` +
    `<input id="ls-password" type="password" name="password" autocomplete="current-password" required maxlength="1024"></div>` +
    `${message}<button type="submit">${t(c.login.submit)}</button>` +
    `<a href="/reset">${t(c.login.forgotPassword)}</a></form></div></div></main>` +
    `<footer>${t(c.app.copyright.replace('{{year}}', String(year)))}</footer></div>`
  );
}

/** index.html with the login form in place of the loading shell, and its style in the head. */
export function withLoginShell(indexHtml: string, options: LoginShellOptions): string {
  if (!SHELL.test(indexHtml)) return indexHtml;
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  // The tab names the page before any script, as the host's title does after (docs/accessibility.md).
  const title = `${CATALOGUES[lang].login.title} · ${CATALOGUES[lang].app.name}`;
  return indexHtml
    .replace(SHELL, () => loginShell(options))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${STYLE}</head>`)
    .replace(HTML_LANG, `<html lang="${lang}"`);
}
