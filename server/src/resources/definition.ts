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
 * The persistence of one list. Every method sees only the rows of `scope`; an id outside it
 * is simply not there. Input is already schema-valid; business rules answer 409 or 422.
 */
export interface ResourceStore<Model, Input> {
  list(ctx: StoreContext): Promise<Model[]>;
  find(ctx: StoreContext, id: number): Promise<Model | undefined>;
  create(ctx: StoreContext, input: Input): Promise<Model>;
  /** undefined when the id is not in scope. */
  update(ctx: StoreContext, id: number, input: Input): Promise<Model | undefined>;
  /** How many of `ids` were deleted. */
  remove(ctx: StoreContext, ids: number[]): Promise<number>;
}

export interface ResourceDefinition<Model = unknown, Input = unknown, Plural extends string = string> {
  endpoint: ResourceEndpoint;
  /** Keys of the answers: `{ status, <plural>: [...] }` and `{ status, <singular>: {...} }`. */
  singular: string;
  plural: Plural;
  ownership: Ownership;
  schemas: { input: TSchema; list: TSchema; item: TSchema };
  store: ResourceStore<Model, Input>;
  /** False when another module answers GET /{endpoint} and calls listResource itself. */
  listRoute?: boolean;
}
