import { Type, type Static } from '@sinclair/typebox';

/** Every error the API answers with: a stable code for programs, a message for people. */
export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  code: Type.String(),
  message: Type.String(),
  /** Per-field failure codes, e.g. `errors.password` of the reset call (docs/behaviour.md §5). */
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** FOREIGN_ORIGIN: the address to open the application at instead (docs/security.md). */
  appUrl: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const StatusOk = Type.Object({ status: Type.Literal(true) });
export type StatusOk = Static<typeof StatusOk>;

/** A stored row's id: a PostgreSQL integer, so a larger number is refused before any query. */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const IdParam = Type.Object({ id: RowId });
export type IdParam = Static<typeof IdParam>;

export const CampaignIdQuery = Type.Object({ campaignId: RowId });
export type CampaignIdQuery = Static<typeof CampaignIdQuery>;
