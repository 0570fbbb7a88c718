import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

/** An id as the API writes it: digits, no leading zero. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

const looseId = (name: string) => new ApiError(400, 'BAD_REQUEST', `${name} must be an id written in digits, without a leading zero`);

/**
 * Refuses an id of the address spelt any other way than the API writes it. The schemas'
 * coercion would read "0x1f", "031", "+31", "31.0", "3.1e1" or " 31" as 31, so that one row
 * would answer to many addresses. Every path parameter of the HR console is an id, and so is
 * every query parameter whose name ends in `Id`.
 */
export async function refuseLooseIds(request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const ids = [...Object.entries(params), ...Object.entries(query).filter(([name]) => name.endsWith('Id'))];
  for (const [name, value] of ids) {
    if (typeof value === 'string' && !CANONICAL_ID.test(value)) throw looseId(name);
  }
}
