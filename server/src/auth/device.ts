import type { FastifyRequest } from 'fastify';

/** Enough for any real browser's description; a longer header is cut, not refused. */
export const DEVICE_MAX_LENGTH = 300;

// PostgreSQL text holds no NUL, and the page shows the description on one line.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The browser's description of itself (its User-Agent), kept with the session it signs in so
 * that the account page can name where one is signed in (docs/behaviour.md §2.17); null when
 * it sent none.
 */
export function deviceOf(request: FastifyRequest): string | null {
  const device = (request.headers['user-agent'] ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, DEVICE_MAX_LENGTH);
  return device === '' ? null : device;
}
