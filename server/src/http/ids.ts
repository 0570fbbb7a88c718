import type { FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from './api-error';

/** An integer as the API writes it: decimal digits without a leading zero, and no sign but a minus. */
const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties a params or query schema declares as integers, those of an intersection's members included. */
function integerNames(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const own = isObject(schema.properties)
    ? Object.entries(schema.properties)
        .filter(([, property]) => isObject(property) && property.type === 'integer')
        .map(([name]) => name)
    : [];
  const members = Array.isArray(schema.allOf) ? schema.allOf.flatMap(integerNames) : [];
  return [...own, ...members];
}

function refuseLoose(values: unknown, names: string[]): void {
  if (!isObject(values)) return;
  for (const name of names) {
    for (const value of [values[name]].flat()) {
      if (typeof value === 'string' && !CANONICAL_INTEGER.test(value)) {
        throw new ApiError(400, 'BAD_REQUEST', `${name} must be an integer written in digits, without a leading zero or a plus sign`);
      }
    }
  }
}

/**
 * An onRoute hook: an integer of the address (every id is one) spelt any other way than the
 * API writes it is refused before the schema reads it. The schemas' coercion would read
 * "4.9", "4e9", "05", "+5", "0x5" or " 5" as 4 or 5, so that one row would answer to many
 * addresses and `DELETE /usertests/1.5` would delete test 1. Which parameters are integers
 * is read from each route's own params and querystring schemas, so a route is covered the
 * day it is added.
 */
export function refuseLooseIntegers(route: RouteOptions): void {
  const params = integerNames(route.schema?.params);
  const query = integerNames(route.schema?.querystring);
  if (params.length === 0 && query.length === 0) return;
  const check = async (request: FastifyRequest) => {
    refuseLoose(request.params, params);
    refuseLoose(request.query, query);
  };
  route.preValidation = [check, ...[route.preValidation ?? []].flat()];
}
