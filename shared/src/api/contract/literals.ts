import { Type, type TLiteral } from '@sinclair/typebox';

/** A tuple of literals, not an array: unions and records built from it know each member. */
export const literals = <T extends readonly string[]>(names: T) =>
  names.map((name) => Type.Literal(name)) as { -readonly [K in keyof T]: TLiteral<T[K]> };
