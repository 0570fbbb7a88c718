import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { literals } from './literals';
import { Feedback360Part } from './report-360';
import { TestStatus } from './tests';

/** Closed objects: a field the contract does not name is an error, not a passenger. */
const Closed = { additionalProperties: false } as const;
const Score = Type.Union([Type.Number({ minimum: 0, maximum: 5 }), Type.Null()]);

/** The four 'Presidio …' levels of a score (docs/areas/report.md). */
export const REPORT_LEVELS = ['insufficient', 'sufficient', 'good', 'excellent'] as const;
export const ReportLevel = Type.Union(literals(REPORT_LEVELS));
export type ReportLevel = Static<typeof ReportLevel>;

/** What kind of evidence a task is; each has its own icon. */
export const EVIDENCE_CATEGORIES = ['inbox', 'judgement', 'reasoning', 'questionnaire', 'feedback360', 'assessor', 'activity'] as const;
export const EvidenceCategory = Type.Union(literals(EVIDENCE_CATEGORIES));
export type EvidenceCategory = Static<typeof EvidenceCategory>;

/** The icon of each kind of evidence, wherever a task's results are shown. */
export const CATEGORY_ICONS: Record<EvidenceCategory, string> = {
  inbox: '✉',
  judgement: '⚖',
  reasoning: '∑',
  questionnaire: '✎',
  feedback360: '◎',
  assessor: '★',
  activity: '▶',
};

export const ReportArea = Type.Object(
  {
    id: Type.Integer(),
    /** The area's number in the model; areas 6, 7 and 9 are left out of the radar and the area detail. */
    code: Type.Integer(),
    name: Type.String(),
    value: Score,
    level: Type.Union([ReportLevel, Type.Null()]),
    feedback: Type.Union([Type.String(), Type.Null()]),
    inDetail: Type.Boolean(),
  },
  Closed,
);
export type ReportArea = Static<typeof ReportArea>;

export const ReportSkill = Type.Object(
  {
    id: Type.Integer(),
    areaId: Type.Integer(),
    name: Type.String(),
    value: Score,
    level: Type.Union([ReportLevel, Type.Null()]),
    star: Type.Boolean(),
  },
  Closed,
);
export type ReportSkill = Static<typeof ReportSkill>;

export const ReportMarker = Type.Object(
  {
    id: Type.Integer(),
    skillId: Type.Integer(),
    name: Type.String(),
    value: Score,
    level: Type.Union([ReportLevel, Type.Null()]),
    feedback: Type.Union([Type.String(), Type.Null()]),
    /** The whole suggestion, parts separated by '---'. */
    devSuggestion: Type.String(),
  },
  Closed,
);
export type ReportMarker = Static<typeof ReportMarker>;

/** One piece of evidence of a marker: a result of a test, or an assessor's rating in it. */
export const ReportTask = Type.Object(
  {
    id: Type.Integer(),
    markerId: Type.Integer(),
    testId: Type.Integer(),
    name: Type.String(),
    abbreviation: Type.String(),
    category: EvidenceCategory,
    value: Score,
  },
  Closed,
);
export type ReportTask = Static<typeof ReportTask>;

export const ReportTest = Type.Object(
  { id: Type.Integer(), name: Type.String(), abbreviation: Type.String(), status: TestStatus, category: EvidenceCategory },
  Closed,
);
export type ReportTest = Static<typeof ReportTest>;

export const RadarPoint = Type.Object({ areaId: Type.Integer(), name: Type.String(), value: Type.Union([Type.Integer(), Type.Null()]) }, Closed);
export type RadarPoint = Static<typeof RadarPoint>;

/** A development suggestion of one of the two weakest skills, from its two lowest markers. */
export const ReportSuggestion = Type.Object(
  {
    skillId: Type.Integer(),
    markers: Type.Array(Type.Object({ markerId: Type.Integer(), name: Type.String(), text: Type.String() }, Closed)),
  },
  Closed,
);
export type ReportSuggestion = Static<typeof ReportSuggestion>;

/** docs/behaviour.md §3 Report, computed on the server from the stored outcomes, in the reader's language. */
export const IndividualReport = Type.Object(
  {
    lang: Type.String(),
    campaignId: Type.Integer(),
    campaignName: Type.String(),
    user: Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }, Closed),
    areas: Type.Array(ReportArea),
    skills: Type.Array(ReportSkill),
    markers: Type.Array(ReportMarker),
    tasks: Type.Array(ReportTask),
    tests: Type.Array(ReportTest),
    radar: Type.Array(RadarPoint),
    suggestions: Type.Array(ReportSuggestion),
    /** The 360 part; absent when the campaign has no 360 or its model names no 360 question. */
    feedback360: Type.Optional(Feedback360Part),
  },
  Closed,
);
export type IndividualReport = Static<typeof IndividualReport>;

export const IndividualReportResponse = Type.Object({ status: Type.Literal(true), result: Type.Object({ rep: IndividualReport }, Closed) }, Closed);
export type IndividualReportResponse = Static<typeof IndividualReportResponse>;

export const ReportCampaignParams = Type.Object({ campaignId: RowId }, Closed);
export type ReportCampaignParams = Static<typeof ReportCampaignParams>;
export const ReportUserParams = Type.Object({ campaignId: RowId, userId: RowId }, Closed);
export type ReportUserParams = Static<typeof ReportUserParams>;

/** docs/behaviour.md §6: whether the caller may download their own report, and why not. */
export const ReportConfigResponse = Type.Object(
  {
    status: Type.Literal(true),
    report: Type.Object(
      { individualConf: Type.Object({ individual: Type.Object({ canAssessedDownload: Type.Boolean() }, Closed) }, Closed) },
      Closed,
    ),
    /** The campaign (or early download) lets reports be read. */
    available: Type.Boolean(),
    /** available and canAssessedDownload: the participant may download the PDF. */
    canDownload: Type.Boolean(),
    /** The campaign's text for when no report is available, in the caller's language. */
    noReportText: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type ReportConfigResponse = Static<typeof ReportConfigResponse>;

export const JasperReport = Type.Object({ id: Type.Integer(), name: Type.String(), visibleToAssessorsOnly: Type.Boolean() }, Closed);
export type JasperReport = Static<typeof JasperReport>;
export const ReportListQuery = Type.Object({ campaignId: RowId }, Closed);
export type ReportListQuery = Static<typeof ReportListQuery>;
export const ReportListResponse = Type.Object({ status: Type.Literal(true), reports: Type.Array(JasperReport) }, Closed);
export type ReportListResponse = Static<typeof ReportListResponse>;

/** `/reports/{reportId}/run/{campaignId}[/{userId}]`: without a user, the caller's own. */
export const ReportRunParams = Type.Object({ reportId: RowId, campaignId: RowId }, Closed);
export type ReportRunParams = Static<typeof ReportRunParams>;
export const ReportRunUserParams = Type.Object({ reportId: RowId, campaignId: RowId, userId: RowId }, Closed);
export type ReportRunUserParams = Static<typeof ReportRunUserParams>;
