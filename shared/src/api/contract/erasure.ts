import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';

const Closed = { additionalProperties: false } as const;
const Count = Type.Integer({ minimum: 0 });

/**
 * What erasing a person removes and what it keeps (docs/security.md, "Erasure"): the counts
 * the confirmation lists before HR confirms, and that the erasure answers with once done.
 */
export const ErasureCounts = Type.Object(
  {
    /** Deleted: the campaigns they were enrolled in, with their tests, results and reports. */
    campaigns: Count,
    tests: Count,
    /** Campaigns where their report was out. */
    reports: Count,
    /** 360 evaluations about them, their own self-evaluation among them. */
    evaluationsAboutThem: Count,
    sessions: Count,
    reportReads: Count,
    clientLogs: Count,
    /** Kept without any link to them: the 360 evaluations they submitted about others. */
    evaluationsGiven: Count,
    /** Kept without any link to them: their ratings as an assessor of others' tests. */
    assessmentsGiven: Count,
  },
  Closed,
);
export type ErasureCounts = Static<typeof ErasureCounts>;

export const ErasureParams = Type.Object({ userId: RowId }, Closed);
export type ErasureParams = Static<typeof ErasureParams>;

export const ErasurePreviewResponse = Type.Object(
  {
    status: Type.Literal(true),
    person: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), email: Type.String() }, Closed),
    counts: ErasureCounts,
  },
  Closed,
);
export type ErasurePreviewResponse = Static<typeof ErasurePreviewResponse>;

/** HR types the person's e-mail to confirm: a slip of the mouse erases nobody. */
export const EraseRequest = Type.Object({ confirmEmail: Type.String({ minLength: 1, maxLength: 320 }) }, Closed);
export type EraseRequest = Static<typeof EraseRequest>;

export const EraseResponse = Type.Object({ status: Type.Literal(true), counts: ErasureCounts }, Closed);
export type EraseResponse = Static<typeof EraseResponse>;
