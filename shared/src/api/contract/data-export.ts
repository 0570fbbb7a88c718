import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';

const Closed = { additionalProperties: false } as const;

/**
 * docs/security.md, "A person's data on request: export": the answer is a zip, so the contract
 * holds only what the request may carry. The caller's own export takes no query at all.
 */
export const MyExportQuery = Type.Object({}, Closed);
export type MyExportQuery = Static<typeof MyExportQuery>;

/** HR export a person of their company; operations anyone's. */
export const PersonExportParams = Type.Object({ userId: RowId }, Closed);
export type PersonExportParams = Static<typeof PersonExportParams>;
