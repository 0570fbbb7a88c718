import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL and unpaired surrogates: valid in JSON and JavaScript, refused by PostgreSQL in text. */
function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || unpairedSurrogate.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item, depth + 1));
}

/**
 * A preValidation hook: such characters would fail deep in the database as a 500, so the
 * request is refused up front as a bad request.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
    throw new ApiError(400, 'BAD_REQUEST', 'the request holds characters that cannot be stored (NUL or an unpaired surrogate)');
  }
}
