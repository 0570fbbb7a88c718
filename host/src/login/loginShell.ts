/**
 * The login form the server puts in the HTML (docs/performance.md) until this page takes
 * its place: what was typed into it, and which field had the focus, carry over.
 */
export interface ShellState {
  username: string;
  password: string;
  focused: 'username' | 'password' | null;
}

const FIELDS = ['username', 'password'] as const;

export function readLoginShell(root: ParentNode = document): ShellState {
  const shell = root.querySelector('[data-login-shell]');
  const field = (name: (typeof FIELDS)[number]) => shell?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    focused: FIELDS.find((name) => field(name) !== null && field(name) === active) ?? null,
  };
}

/** The messages the server's form comes back with (`/login?error=…`), as catalogue keys. */
const FORM_ERRORS = ['wrongCredentials', 'noActiveCampaign', 'signInBusy', 'loginFailed'];

/** The message of a plain form post that came back to this page, so it stays shown after the takeover. */
export function formErrorKey(search: string): string | null {
  const key = new URLSearchParams(search).get('error');
  return key && FORM_ERRORS.includes(key) ? `errors.${key}` : null;
}
