import { ApiError } from '../http/api-error';

/**
 * PostgreSQL text and jsonb cannot hold a NUL character, and a non-finite number has no
 * JSON form: refused up front with a clear message rather than failing in the database.
 */
export function refuseUnstorable(value: unknown, what: string): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new ApiError(400, 'BAD_REQUEST', `${what} must not contain NUL characters`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ApiError(400, 'BAD_REQUEST', `${what} must hold finite numbers only`);
  } else if (Array.isArray(value)) {
    for (const item of value) refuseUnstorable(item, what);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      refuseUnstorable(key, what);
      refuseUnstorable(item, what);
    }
  }
}
