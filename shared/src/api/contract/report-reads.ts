import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { literals } from './literals';
import { LANGUAGES } from './names';

const Closed = { additionalProperties: false } as const;

/**
 * What was read of a person's report (docs/areas/report.md, "Who read whose report"): its page,
 * its PDF downloaded by the person or by staff, a report of the list run for them, the zip of
 * all reports of a campaign, an export of their data.
 */
export const REPORT_READ_KINDS = ['page', 'pdf', 'hrPdf', 'run', 'bulkZip', 'export'] as const;
export const ReportReadKind = Type.Union(literals(REPORT_READ_KINDS));
export type ReportReadKind = Static<typeof ReportReadKind>;

/** Who read: the person themselves, staff of their company, or an operations tool. */
export const REPORT_READER_KINDS = ['self', 'staff', 'operations'] as const;
export const ReportReaderKind = Type.Union(literals(REPORT_READER_KINDS));
export type ReportReaderKind = Static<typeof ReportReaderKind>;

const Reader = Type.Object(
  {
    kind: ReportReaderKind,
    /** The name at the time of the read: kept when the reader's account is gone. */
    name: Type.String(),
  },
  Closed,
);

/** A read of the caller's own report by someone else. */
export const MyReportRead = Type.Object(
  {
    id: Type.Integer(),
    campaignId: Type.Integer(),
    campaignName: Type.String(),
    kind: ReportReadKind,
    reader: Reader,
    readAt: Type.String({ format: 'date-time' }),
  },
  Closed,
);
export type MyReportRead = Static<typeof MyReportRead>;

export const MyReportReadsQuery = Type.Object({ campaignId: Type.Optional(RowId) }, Closed);
export type MyReportReadsQuery = Static<typeof MyReportReadsQuery>;

/** Newest first; the person's own reads are theirs to remember and are not listed. */
export const MyReportReadsResponse = Type.Object({ status: Type.Literal(true), reads: Type.Array(MyReportRead) }, Closed);
export type MyReportReadsResponse = Static<typeof MyReportReadsResponse>;

/** One line of the company's log, as its admin sees it. */
export const AuditRead = Type.Object(
  {
    id: Type.Integer(),
    readAt: Type.String({ format: 'date-time' }),
    kind: ReportReadKind,
    campaign: Type.Object({ id: Type.Integer(), name: Type.String() }, Closed),
    /** Whose report was read. */
    person: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), email: Type.String() }, Closed),
    reader: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), kind: ReportReaderKind, name: Type.String() }, Closed),
    /** The address the read came from, as the server saw it. */
    address: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type AuditRead = Static<typeof AuditRead>;

export const AUDIT_PAGE_SIZE = 50;

/** Filterable by the person read and by campaign; CSV of every matching line with `Accept: text/csv`. */
export const AuditQuery = Type.Object(
  {
    userId: Type.Optional(RowId),
    campaignId: Type.Optional(RowId),
    /** Operations, who reach every company, name the one they read. */
    companyId: Type.Optional(RowId),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    /** `csv`: every matching line as a file, as `Accept: text/csv` asks. */
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
    /** The language of the file's headings: the caller's own by default. */
    lang: Type.Optional(Type.Union(literals(LANGUAGES))),
  },
  Closed,
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditResponse = Type.Object(
  {
    status: Type.Literal(true),
    reads: Type.Array(AuditRead),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer(),
  },
  Closed,
);
export type AuditResponse = Static<typeof AuditResponse>;
