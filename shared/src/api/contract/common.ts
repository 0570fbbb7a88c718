import { Type, type Static } from '@sinclair/typebox';

/** Every error the API answers with: a stable code for programs, a message for people. */
export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  code: Type.String(),
  message: Type.String(),
  /** Per-field failure codes, e.g. `errors.password` of the reset call (SPEC §5). */
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const StatusOk = Type.Object({ status: Type.Literal(true) });
export type StatusOk = Static<typeof StatusOk>;

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParam = Static<typeof IdParam>;

export const CampaignIdQuery = Type.Object({ campaignId: Type.Integer({ minimum: 1 }) });
export type CampaignIdQuery = Static<typeof CampaignIdQuery>;
