import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session-plugin';
import { ApiError } from '../http/api-error';

/**
 * A preHandler for the routes that show a campaign's content: a user who has not accepted
 * the privacy terms is sent to them first (docs/behaviour.md §8, NO_PRIVACY_CONSENT → /privacy).
 */
export async function requireConsent(request: FastifyRequest): Promise<void> {
  // Consent given a moment ago through another replica may not be in a kept session yet.
  if (!sessionOf(request).account.privacy && !(await request.server.freshSession(request)).account.privacy) {
    throw new ApiError(422, 'NO_PRIVACY_CONSENT', "Per continuare accetta l'informativa sulla privacy");
  }
}
