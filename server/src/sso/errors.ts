/** The codes the /sso/error screen tells apart (docs/behaviour.md §2.4); anything else shows a generic message. */
export type SsoErrorCode = 'NO_SSO' | 'USER_NOT_FOUND' | 'NO_ACTIVE_CAMPAIGN' | 'SSO_FAILED';

export class SsoError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SsoError';
  }
}

export const ssoErrorPath = (code: SsoErrorCode) => `/sso/error?code=${code}`;
