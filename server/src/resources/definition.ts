import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ResourceEndpoint } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import type { Caller, Ownership, Scope } from './policy';

/** What a store works with: the database, the rows the caller reaches, and who asks. */
export interface StoreContext {
  db: Kysely<Database>;
  scope: Scope;
  caller: Caller;
}

/**
 * Why a store did not write: a body that breaks a rule of docs/behaviour.md §5, or a clash with
 * the data, named by a stable code. The routes answer each with its HTTP error (routes.ts).
 */
export type RuleFailure = { kind: 'invalid'; message: string } | { kind: 'conflict'; code: string; message: string };
/** An update can also miss its row: the id is not in scope. */
export type StoreFailure = RuleFailure | { kind: 'notFound' };
export type Written<Model, Failure = RuleFailure> = { ok: true; model: Model } | { ok: false; failure: Failure };
export type Removed = { ok: true; deleted: number } | { ok: false; failure: RuleFailure };

/**
 * The persistence of one list. Every method sees only the rows of `scope`; an id outside it
 * is simply not there. Input is already schema-valid; what breaks a business rule comes back
 * as a failure, never thrown.
 */
export interface ResourceStore<Model, Input> {
  list(ctx: StoreContext): Promise<Model[]>;
  find(ctx: StoreContext, id: number): Promise<Model | undefined>;
  create(ctx: StoreContext, input: Input): Promise<Written<Model>>;
  update(ctx: StoreContext, id: number, input: Input): Promise<Written<Model, StoreFailure>>;
  /** How many of `ids` were deleted. */
  remove(ctx: StoreContext, ids: number[]): Promise<Removed>;
}

export interface ResourceDefinition<Model = unknown, Input = unknown, Plural extends string = string> {
  endpoint: ResourceEndpoint;
  /** Keys of the answers: `{ status, <plural>: [...] }` and `{ status, <singular>: {...} }`. */
  singular: string;
  plural: Plural;
  ownership: Ownership;
  schemas: { input: TSchema; list: TSchema; item: TSchema };
  store: ResourceStore<Model, Input>;
}
