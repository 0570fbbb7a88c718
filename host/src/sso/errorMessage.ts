/** docs/behaviour.md §2.4: the codes the server sends to /sso/error, each with its message key. */
const MESSAGES: Record<string, string> = {
  NO_SSO: 'sso.noSso',
  NO_ACTIVE_CAMPAIGN: 'sso.noActiveCampaign',
  USER_NOT_FOUND: 'sso.userNotFound',
};

export const ssoErrorMessageKey = (code: string | null) => (code !== null && Object.hasOwn(MESSAGES, code) ? MESSAGES[code]! : 'sso.failed');
