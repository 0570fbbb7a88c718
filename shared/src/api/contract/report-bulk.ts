import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { literals } from './literals';

const Closed = { additionalProperties: false } as const;

/** Where a bulk job of a campaign's reports stands (docs/areas/report.md, "All reports of a campaign"). */
export const REPORT_BULK_STATES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export const ReportBulkState = Type.Union(literals(REPORT_BULK_STATES));
export type ReportBulkState = Static<typeof ReportBulkState>;

export const ReportBulkJob = Type.Object(
  {
    id: Type.Integer(),
    campaignId: Type.Integer(),
    state: ReportBulkState,
    /** Reports in the zip when done; 0 until the job has counted the participants. */
    total: Type.Integer({ minimum: 0 }),
    done: Type.Integer({ minimum: 0 }),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** When the zip is removed; null until it is built. */
    expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  Closed,
);
export type ReportBulkJob = Static<typeof ReportBulkJob>;

/** The latest job of the campaign, or null when there was none. */
export const ReportBulkResponse = Type.Object({ status: Type.Literal(true), job: Type.Union([ReportBulkJob, Type.Null()]) }, Closed);
export type ReportBulkResponse = Static<typeof ReportBulkResponse>;

export const ReportBulkStartResponse = Type.Object({ status: Type.Literal(true), job: ReportBulkJob }, Closed);
export type ReportBulkStartResponse = Static<typeof ReportBulkStartResponse>;

export const ReportBulkJobParams = Type.Object({ campaignId: RowId, jobId: RowId }, Closed);
export type ReportBulkJobParams = Static<typeof ReportBulkJobParams>;
