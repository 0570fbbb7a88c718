import { Kind, type TSchema } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';

type Schema = TSchema & Record<string | symbol, unknown>;

const closed = new WeakMap<object, Schema>();

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy that keeps TypeBox's symbol keys (Kind, Optional), which the compiler reads. */
function copyOf(schema: Schema): Schema {
  const copy = {} as Schema;
  for (const key of Reflect.ownKeys(schema)) copy[key] = schema[key];
  return copy;
}

const closeEach = (schemas: unknown, closeObjects: boolean) =>
  Array.isArray(schemas) ? schemas.map((s) => (isSchema(s) ? close(s, closeObjects) : s)) : schemas;

/**
 * The schema with every object refusing properties it does not declare. Members of an
 * intersection stay open (each would refuse the others' properties): the intersection
 * itself refuses what none of them declares. An object that states its own
 * `additionalProperties` keeps it.
 */
function close(schema: Schema, closeObjects = true): Schema {
  const cached = closeObjects ? closed.get(schema) : undefined;
  if (cached) return cached;
  const copy = copyOf(schema);
  if (isSchema(schema.properties)) {
    copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, isSchema(value) ? close(value) : value]));
  }
  if (isSchema(schema.patternProperties)) {
    copy.patternProperties = Object.fromEntries(
      Object.entries(schema.patternProperties).map(([key, value]) => [key, isSchema(value) ? close(value) : value]),
    );
  }
  if (isSchema(schema.additionalProperties)) copy.additionalProperties = close(schema.additionalProperties);
  if (isSchema(schema.items)) copy.items = close(schema.items);
  else if (Array.isArray(schema.items)) copy.items = closeEach(schema.items, true);
  if (schema.prefixItems) copy.prefixItems = closeEach(schema.prefixItems, true);
  if (schema.anyOf) copy.anyOf = closeEach(schema.anyOf, closeObjects);
  if (schema.oneOf) copy.oneOf = closeEach(schema.oneOf, closeObjects);
  if (schema.allOf) copy.allOf = closeEach(schema.allOf, false);

  if (schema[Kind] === 'Object' && closeObjects && !('additionalProperties' in schema)) copy.additionalProperties = false;
  if (schema[Kind] === 'Intersect' && closeObjects && !('unevaluatedProperties' in schema)) copy.unevaluatedProperties = false;
  if (closeObjects) closed.set(schema, copy);
  return copy;
}

/**
 * An onRoute hook: bodies and query strings carry only what their route declares, so a
 * handler never hands an undeclared field on to a store. Applied to every route as it is
 * added, those of areas to come included; the contract's schemas stay as they are.
 */
export function closeRouteSchemas(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema) return;
  const body = schema.body;
  const querystring = schema.querystring;
  route.schema = {
    ...schema,
    ...(isSchema(body) ? { body: close(body) } : {}),
    ...(isSchema(querystring) ? { querystring: close(querystring) } : {}),
  };
}
