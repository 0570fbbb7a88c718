/** What a page that sends the person to /login hands over in the navigation state (docs/behaviour.md §2.3, §2.5). */
export interface LoginState {
  /** The username to fill in. */
  username?: string;
  /** The reset link that led here was already used, has expired or is not valid. */
  resetLinkInvalid?: boolean;
}

export function readLoginState(state: unknown): LoginState {
  if (!state || typeof state !== 'object') return {};
  const { username, resetLinkInvalid } = state as Record<string, unknown>;
  return {
    ...(typeof username === 'string' ? { username } : {}),
    ...(resetLinkInvalid === true ? { resetLinkInvalid } : {}),
  };
}
