import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceOf } from '../auth/device';
import { knownTimeZone } from '../auth/time-zone';
import { SsoStartQuery } from '@skillup/shared/api/contract';
import { setSessionCookie } from '../auth/session-plugin';
import type { SsoSettings } from '../config/sso';
import { SsoError, ssoErrorPath, type SsoErrorCode } from './errors';
import { FLOW_TTL_SECONDS, startFlow, takeFlow } from './flows';
import { authorizationRequest, callbackPath, verifiedEmail } from './oidc';
import { findEnabledProvider, upsertProviders } from './providers';
import { openSsoSession } from './sign-in';

const FLOW_COOKIE = 'skillup_sso_flow';

/** Any slug is accepted here: an unknown one is answered with the NO_SSO screen, not a 400. */
const SlugParams = Type.Object({ slug: Type.String() });

/**
 * docs/behaviour.md §2.1 and §7.1: the browser enters at /api/v2/auth/sso/{slug}, goes through the
 * company's OpenID Connect provider and comes back to the callback, which signs it in.
 * Every outcome is a redirect to a page of the app.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<{ sso: SsoSettings }> = async (app, { sso }) => {
  // Every replica writes the same configured rows at start: the upsert is idempotent.
  app.addHook('onReady', async () => {
    await upsertProviders(app.db, sso.providers);
  });

  const redirectUri = (slug: string) => `${sso.publicUrl}${callbackPath(slug)}`;
  // Sent back only to this provider's callback; Lax so the provider's top-level redirect carries it.
  const flowCookieOptions = (slug: string) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: sso.publicUrl.startsWith('https:'),
    path: new URL(redirectUri(slug)).pathname,
  });

  const fail = (request: FastifyRequest, reply: FastifyReply, slug: string, err: unknown) => {
    const code: SsoErrorCode = err instanceof SsoError ? err.code : 'SSO_FAILED';
    if (code === 'SSO_FAILED') request.log.error({ err, slug }, 'SSO sign-in failed');
    else request.log.info({ slug, code, reason: (err as Error).message }, 'SSO sign-in refused');
    return reply.redirect(`${sso.publicUrl}${ssoErrorPath(code)}`);
  };

  app.get('/v2/auth/sso/:slug', { schema: { params: SlugParams, querystring: SsoStartQuery } }, async (request, reply) => {
    const { slug } = request.params;
    try {
      const provider = await findEnabledProvider(app.db, slug);
      if (!provider) throw new SsoError('NO_SSO', `no enabled identity provider for "${slug}"`);
      const { url, checks } = await authorizationRequest(provider, redirectUri(slug));
      const token = await startFlow(app.db, checks, knownTimeZone(request.query.timezone));
      reply.setCookie(FLOW_COOKIE, token, { ...flowCookieOptions(slug), maxAge: FLOW_TTL_SECONDS });
      return reply.redirect(url.href);
    } catch (err) {
      return fail(request, reply, slug, err);
    }
  });

  app.get('/v2/auth/sso/:slug/callback', { schema: { params: SlugParams } }, async (request, reply) => {
    const { slug } = request.params;
    const flowToken = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, flowCookieOptions(slug));
    try {
      const provider = await findEnabledProvider(app.db, slug);
      if (!provider) throw new SsoError('NO_SSO', `no enabled identity provider for "${slug}"`);
      const checks = flowToken ? await takeFlow(app.db, flowToken) : null;
      if (!checks || checks.providerId !== provider.id) {
        throw new SsoError('SSO_FAILED', 'no sign-in of this provider is in progress in this browser');
      }
      // The URL the provider sent the browser to, rebuilt from configuration, never from Host.
      const callbackUrl = new URL(redirectUri(slug));
      const query = request.url.indexOf('?');
      callbackUrl.search = query === -1 ? '' : request.url.slice(query);
      const email = await verifiedEmail(provider, callbackUrl, checks);
      const { token, landing, becameSso } = await openSsoSession(
        app.db,
        provider.company_id,
        email,
        app.settings.sessionIdleMinutes,
        deviceOf(request),
        checks.timeZone,
      );
      // Sessions cached before still say the account signs in with a password.
      if (becameSso !== null) await app.forgetUserSessions(becameSso);
      setSessionCookie(request, reply, token);
      return reply.redirect(`${sso.publicUrl}${landing ?? '/'}`);
    } catch (err) {
      return fail(request, reply, slug, err);
    }
  });
};
