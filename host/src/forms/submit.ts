/** docs/behaviour.md §9: login, reset, set-password and consent submits are debounced by 200 ms. */
export const SUBMIT_DEBOUNCE_MS = 200;

/** The browser's IANA time zone, sent with the login so the server can date events locally. */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
