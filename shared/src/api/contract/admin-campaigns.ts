import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Theme } from './campaigns';
import { RowId } from './common';
import { literals } from './literals';
import { LANGUAGES, TEST_KINDS } from './names';

/**
 * The HR console's campaigns and their tests, under /api/admin/ (docs/areas/admin.md,
 * "Campaigns"). Every text a participant reads is given per language; the server sanitises
 * the HTML ones and answers what participants will get.
 */

/** DRAFT: seen by HR only; ACTIVE: open to participants; CLOSED: no more answers. */
export const ADMIN_CAMPAIGN_STATES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export const AdminCampaignState = Type.Union(literals(ADMIN_CAMPAIGN_STATES));
export type AdminCampaignState = Static<typeof AdminCampaignState>;

export const AdminLanguage = Type.Union(literals(LANGUAGES));
export type AdminLanguage = Static<typeof AdminLanguage>;

/** Text of any length up to `maxLength`, without the NUL character no database column can hold. */
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** One text per language of the interface; a language left out has no text. */
export const AdminText = Type.Partial(Type.Object({ it: Text(20000), en: Text(20000), es: Text(20000) }));
export type AdminText = Static<typeof AdminText>;

/** An instant, ISO 8601: a date alone (`2026-09-01`) is midnight UTC. */
export const AdminDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
  maxLength: 40,
});

/** A calendar day, yyyy-mm-dd (a test's start in the calendar theme). */
export const AdminDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** An http(s) address. */
export const AdminUrl = Type.String({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$', maxLength: 2000 });

/** A language the campaign is offered in, with its name and description (HTML) there. */
export const AdminCampaignLanguage = Type.Object({
  lang: AdminLanguage,
  name: Text(200),
  description: Text(20000),
});
export type AdminCampaignLanguage = Static<typeof AdminCampaignLanguage>;

/** Raters of a group below its threshold are pooled out of the 360 report, for anonymity. */
export const AdminAnonymityThresholds = Type.Object({
  peers: Type.Integer({ minimum: 1, maximum: 100 }),
  directReports: Type.Integer({ minimum: 1, maximum: 100 }),
  others: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type AdminAnonymityThresholds = Static<typeof AdminAnonymityThresholds>;

export const AdminReportSettings = Type.Object({
  /** The participant may download their own report. */
  canAssessedDownload: Type.Boolean(),
  /** Reports may be downloaded before the campaign's reports are released. */
  earlyDownload: Type.Boolean(),
  thresholds: AdminAnonymityThresholds,
});
export type AdminReportSettings = Static<typeof AdminReportSettings>;

/** A change of report settings: a field left out keeps its value. */
export const AdminReportSettingsInput = Type.Object({
  canAssessedDownload: Type.Optional(Type.Boolean()),
  earlyDownload: Type.Optional(Type.Boolean()),
  thresholds: Type.Optional(Type.Partial(AdminAnonymityThresholds)),
});
export type AdminReportSettingsInput = Static<typeof AdminReportSettingsInput>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * docs/security.md, "Retention": days after the close when the campaign's people are unlinked
 * from its data, and when the campaign is deleted (no sooner than the unlinking).
 */
export const AdminRetention = Type.Object({
  anonymiseAfterDays: Type.Integer({ minimum: 1, maximum: 36500 }),
  deleteAfterDays: Type.Integer({ minimum: 1, maximum: 36500 }),
});
export type AdminRetention = Static<typeof AdminRetention>;
export const DEFAULT_RETENTION: AdminRetention = { anonymiseAfterDays: 365, deleteAfterDays: 730 };

/**
 * docs/jobs.md, "Reminder schedule": the days before the end date on which the people with a
 * test left are reminded, at 09:00 in their time zone (a Saturday or a Sunday moves to the
 * Friday before); 0 is the last day. None: no reminders but those HR sends by hand.
 */
export const AdminReminders = Type.Object({
  daysBefore: Type.Array(Type.Integer({ minimum: 0, maximum: 60 }), { maxItems: 5, uniqueItems: true }),
});
export type AdminReminders = Static<typeof AdminReminders>;
export const DEFAULT_REMINDERS: AdminReminders = { daysBefore: [7, 2, 0] };

/** The fields HR edits on a campaign. */
const campaignFields = {
  /** At least one; each language once. */
  languages: Type.Array(AdminCampaignLanguage, { minItems: 1, maxItems: LANGUAGES.length }),
  theme: Theme,
  dateStart: AdminDateTime,
  /** After dateStart. */
  dateEnd: AdminDateTime,
  /** HTML, sanitised by the server; null: none. */
  privacyAgreement: Type.Union([Text(100000), Type.Null()]),
  /** HTML per language, shown once every test is complete. */
  onCompleteText: AdminText,
  /** HTML per language, shown while the report is not available. */
  noReportText: AdminText,
  logo: Type.Union([AdminUrl, Type.Null()]),
  is360: Type.Boolean(),
  selfEvaluation: Type.Boolean(),
};

/**
 * POST /admin/campaigns: languages, theme and dates are required; the rest defaults to none,
 * off, and the report defaults. `companyId` is for operations (required for them); a company
 * admin creates in their own company. The campaign starts as DRAFT.
 */
export const AdminCampaignCreateRequest = Type.Object({
  companyId: Type.Optional(RowId),
  languages: campaignFields.languages,
  theme: campaignFields.theme,
  dateStart: campaignFields.dateStart,
  dateEnd: campaignFields.dateEnd,
  privacyAgreement: Type.Optional(campaignFields.privacyAgreement),
  onCompleteText: Type.Optional(campaignFields.onCompleteText),
  noReportText: Type.Optional(campaignFields.noReportText),
  logo: Type.Optional(campaignFields.logo),
  is360: Type.Optional(campaignFields.is360),
  selfEvaluation: Type.Optional(campaignFields.selfEvaluation),
  report: Type.Optional(AdminReportSettingsInput),
  retention: Type.Optional(Type.Partial(AdminRetention)),
  reminders: Type.Optional(AdminReminders),
});
export type AdminCampaignCreateRequest = Static<typeof AdminCampaignCreateRequest>;

/** PATCH /admin/campaigns/{id}: a field left out keeps its value. */
export const AdminCampaignUpdateRequest = Type.Object({
  languages: Type.Optional(campaignFields.languages),
  theme: Type.Optional(campaignFields.theme),
  dateStart: Type.Optional(campaignFields.dateStart),
  dateEnd: Type.Optional(campaignFields.dateEnd),
  privacyAgreement: Type.Optional(campaignFields.privacyAgreement),
  onCompleteText: Type.Optional(campaignFields.onCompleteText),
  noReportText: Type.Optional(campaignFields.noReportText),
  logo: Type.Optional(campaignFields.logo),
  is360: Type.Optional(campaignFields.is360),
  selfEvaluation: Type.Optional(campaignFields.selfEvaluation),
  report: Type.Optional(AdminReportSettingsInput),
  retention: Type.Optional(Type.Partial(AdminRetention)),
  reminders: Type.Optional(AdminReminders),
});
export type AdminCampaignUpdateRequest = Static<typeof AdminCampaignUpdateRequest>;

/** One campaign as the list shows it. */
export const AdminCampaignSummary = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  /** The name in each language offered. */
  names: AdminText,
  theme: Theme,
  state: AdminCampaignState,
  reportsReleased: Type.Boolean(),
  reportsReleasedAt: Nullable(Type.String()),
  dateStart: Nullable(Type.String()),
  dateEnd: Nullable(Type.String()),
  /** People enrolled. */
  participants: Type.Integer({ minimum: 0 }),
  tests: Type.Integer({ minimum: 0 }),
  /** Completed tests over participants × tests, 0–100, rounded down; 0 when either is none. */
  completion: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type AdminCampaignSummary = Static<typeof AdminCampaignSummary>;

export const AdminCampaignListResponse = Type.Object({ campaigns: Type.Array(AdminCampaignSummary) });
export type AdminCampaignListResponse = Static<typeof AdminCampaignListResponse>;

/** GET /admin/campaigns?companyId=: operations may narrow the list to one company. */
export const AdminCampaignListQuery = Type.Object({ companyId: Type.Optional(RowId) });
export type AdminCampaignListQuery = Static<typeof AdminCampaignListQuery>;

/** The catalogue of what a test can open: an activity of the test frame, or the 360. */
export const ADMIN_ACTIVITY_KINDS = TEST_KINDS;
/** The kind the test gets: `feedback360` opens the campaign's 360, at most one per campaign. */
export const AdminActivityKind = Type.Union(literals(TEST_KINDS));
export type AdminActivityKind = Static<typeof AdminActivityKind>;

export const AdminActivityName = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 64 });

export const AdminActivity = Type.Object({
  /** What a test names to open it, e.g. `in-basket`, `360`. */
  activity: AdminActivityName,
  kind: AdminActivityKind,
  name: AdminText,
  /** Path under the test base /tests/. */
  url: Type.String(),
  /** Cover image under /tests/, null when the activity has none. */
  cover: Nullable(Type.String()),
});
export type AdminActivity = Static<typeof AdminActivity>;

export const AdminActivityListResponse = Type.Object({ activities: Type.Array(AdminActivity) });
export type AdminActivityListResponse = Static<typeof AdminActivityListResponse>;

/** A test of a campaign as HR edits it. */
export const AdminTest = Type.Object({
  id: Type.Integer(),
  campaignId: Type.Integer(),
  /** From the catalogue; null for a test whose url opens something the catalogue does not list. */
  activity: Nullable(AdminActivityName),
  url: Type.String(),
  position: Type.Integer(),
  abbreviation: Nullable(Type.String()),
  color: Nullable(Type.String()),
  /** Minutes. */
  duration: Nullable(Type.Integer()),
  name: AdminText,
  description: AdminText,
  instructions: AdminText,
  /** Tests of the same campaign to complete first. */
  prerequisites: Type.Array(Type.Integer()),
  repeatable: Type.Boolean(),
  hasTimer: Type.Boolean(),
  exitMessage: Nullable(AdminText),
  /** yyyy-mm-dd, calendar theme. */
  startDate: Nullable(Type.String()),
  /** Somebody has progress on it: it cannot be removed nor open another activity. */
  answered: Type.Boolean(),
});
export type AdminTest = Static<typeof AdminTest>;

const testFields = {
  activity: AdminActivityName,
  abbreviation: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9]+$' }),
  color: Nullable(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  duration: Nullable(Type.Integer({ minimum: 1, maximum: 1440 })),
  /** At least one language says something. */
  name: AdminText,
  description: AdminText,
  instructions: AdminText,
  prerequisites: Type.Array(RowId, { maxItems: 200 }),
  repeatable: Type.Boolean(),
  hasTimer: Type.Boolean(),
  exitMessage: Nullable(AdminText),
  startDate: Nullable(AdminDay),
  /** 1-based; the others move to make room. Left out on create: last. */
  position: Type.Integer({ minimum: 1, maximum: 10000 }),
};

/** POST /admin/campaigns/{id}/tests: activity, abbreviation and name required. */
export const AdminTestCreateRequest = Type.Object({
  activity: testFields.activity,
  abbreviation: testFields.abbreviation,
  name: testFields.name,
  color: Type.Optional(testFields.color),
  duration: Type.Optional(testFields.duration),
  description: Type.Optional(testFields.description),
  instructions: Type.Optional(testFields.instructions),
  prerequisites: Type.Optional(testFields.prerequisites),
  repeatable: Type.Optional(testFields.repeatable),
  hasTimer: Type.Optional(testFields.hasTimer),
  exitMessage: Type.Optional(testFields.exitMessage),
  startDate: Type.Optional(testFields.startDate),
  position: Type.Optional(testFields.position),
});
export type AdminTestCreateRequest = Static<typeof AdminTestCreateRequest>;

/** PATCH /admin/campaigns/{id}/tests/{testId}: a field left out keeps its value. */
export const AdminTestUpdateRequest = Type.Partial(Type.Object(testFields));
export type AdminTestUpdateRequest = Static<typeof AdminTestUpdateRequest>;

/** PUT /admin/campaigns/{id}/tests/order: every test of the campaign, once, in the new order. */
export const AdminTestOrderRequest = Type.Object({ testIds: Type.Array(RowId, { minItems: 1, maxItems: 500 }) });
export type AdminTestOrderRequest = Static<typeof AdminTestOrderRequest>;

/** A campaign as HR edits it. */
export const AdminCampaign = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  state: AdminCampaignState,
  reportsReleased: Type.Boolean(),
  reportsReleasedAt: Nullable(Type.String()),
  createdOn: Type.String(),
  languages: Type.Array(AdminCampaignLanguage),
  theme: Theme,
  dateStart: Nullable(Type.String()),
  dateEnd: Nullable(Type.String()),
  /** As sanitised: what participants are shown. */
  privacyAgreement: Nullable(Type.String()),
  onCompleteText: AdminText,
  noReportText: AdminText,
  logo: Nullable(Type.String()),
  is360: Type.Boolean(),
  selfEvaluation: Type.Boolean(),
  report: AdminReportSettings,
  participants: Type.Integer({ minimum: 0 }),
  retention: AdminRetention,
  reminders: AdminReminders,
  /** When it closed, and when its people were unlinked from it; null until then. */
  closedAt: Nullable(Type.String()),
  anonymisedAt: Nullable(Type.String()),
});
export type AdminCampaign = Static<typeof AdminCampaign>;

/** The answer of every call on one campaign: the campaign and its tests in order. */
export const AdminCampaignResponse = Type.Object({ campaign: AdminCampaign, tests: Type.Array(AdminTest) });
export type AdminCampaignResponse = Static<typeof AdminCampaignResponse>;

export const AdminTestResponse = Type.Object({ test: AdminTest });
export type AdminTestResponse = Static<typeof AdminTestResponse>;

/** The campaign's tests in order, after a removal or a new order. */
export const AdminTestListResponse = Type.Object({ tests: Type.Array(AdminTest) });
export type AdminTestListResponse = Static<typeof AdminTestListResponse>;

export const AdminCampaignParams = Type.Object({ id: RowId });
export type AdminCampaignParams = Static<typeof AdminCampaignParams>;

export const AdminTestParams = Type.Object({ id: RowId, testId: RowId });
export type AdminTestParams = Static<typeof AdminTestParams>;

/**
 * The codes of the refusals these routes answer beside the generic ones (BAD_REQUEST, FORBIDDEN,
 * UNAUTHORISED), so that the console can say each in the user's language.
 */
export const ADMIN_CAMPAIGN_ERROR_CODES = [
  'CAMPAIGN_NOT_FOUND',
  'TEST_NOT_FOUND',
  'COMPANY_REQUIRED',
  'COMPANY_NOT_FOUND',
  'DUPLICATE_LANGUAGE',
  'NO_CAMPAIGN_NAME',
  'INVALID_DATE',
  'END_BEFORE_START',
  'INVALID_LOGO',
  'UNKNOWN_ACTIVITY',
  'DUPLICATE_360',
  'NO_TEST_NAME',
  'UNKNOWN_PREREQUISITE',
  'PREREQUISITE_CYCLE',
  'TEST_HAS_ANSWERS',
  'ACTIVITY_HAS_ANSWERS',
  'ORDER_MISMATCH',
  'RETENTION_ORDER',
  'LAUNCH_WITHOUT_TESTS',
  'LAUNCH_WITHOUT_NAME',
  'NOT_DRAFT',
  'NOT_ACTIVE',
  'NOT_CLOSED',
  'ALREADY_RELEASED',
] as const;
export type AdminCampaignErrorCode = (typeof ADMIN_CAMPAIGN_ERROR_CODES)[number];
