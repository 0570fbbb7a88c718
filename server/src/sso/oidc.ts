import * as client from 'openid-client';
import { isLoopback } from '../config/sso';
import type { SsoProviderRow } from '../db/schema';
import type { OidcChecks } from './flows';

const SCOPE = 'openid email profile';
const STANDARD_EMAIL_CLAIM = 'email';

export const callbackPath = (slug: string) => `/api/v2/auth/sso/${encodeURIComponent(slug)}/callback`;

/** The provider's metadata, read fresh for each step so a rotated configuration is picked up. */
function discover(provider: SsoProviderRow): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  return client.discovery(
    issuer,
    provider.client_id,
    undefined,
    client.ClientSecretBasic(provider.client_secret),
    isLoopback(issuer.hostname) ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

/** Where to send the browser, with the checks the callback will need. */
export async function authorizationRequest(provider: SsoProviderRow, redirectUri: string): Promise<{ url: URL; checks: OidcChecks }> {
  const config = await discover(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, checks: { providerId: provider.id, state, nonce, codeVerifier } };
}

/**
 * Redeems the code of `callbackUrl` after checking state, nonce and the ID token, and
 * returns the email the provider vouches for: from the ID token when it carries it, else
 * from the UserInfo endpoint (providers may keep scope claims out of the ID token).
 */
export async function verifiedEmail(provider: SsoProviderRow, callbackUrl: URL, checks: OidcChecks): Promise<string> {
  const config = await discover(provider);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider returned no ID token');
  const claim = provider.email_claim ?? STANDARD_EMAIL_CLAIM;
  const source: Record<string, unknown> =
    idToken[claim] === undefined ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub) : idToken;
  const email = source[claim];
  if (typeof email !== 'string' || email.trim() === '') {
    throw new Error(`the provider sent no "${claim}" claim for subject ${idToken.sub}`);
  }
  // An address the provider itself says it has not verified proves nothing about who signed in.
  if (claim === STANDARD_EMAIL_CLAIM && source.email_verified === false) {
    throw new Error(`the provider has not verified the email of subject ${idToken.sub}`);
  }
  return email.trim().toLowerCase();
}
