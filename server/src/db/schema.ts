import type { AreaDeclaration, CalendarStore, TestKind } from '@skillup/shared/api/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A jsonb column: parsed on read, written as a JSON string so both drivers agree. */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Localised text: one variant per language code (it, en, es). */
export type Localised = Record<string, string>;

export interface CampaignLanguageRow {
  lang: string;
  name: string;
  description: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  logo: string | null;
  /** Unique; a random one when none is given. */
  code: Generated<string>;
  created_at: CreatedAt;
  /** Whose 09:00 reminders go at for people whose own is unknown (migration 026); null: the server's. */
  time_zone: string | null;
  /** Whose public holidays are the company's days off, ISO 3166-1 alpha-2 (migration 033); null: none. */
  holiday_country: Generated<string | null>;
}

/** A day HR changed (migration 033): a day off it added, with its name, or a public holiday the company works. */
export interface CompanyDaysOffTable {
  company_id: number;
  /** A `date`: read it through to_char (days-off/company-days.ts), as drivers differ on what a date becomes. */
  day: ColumnType<Date | string, string, string>;
  off: boolean;
  name: string | null;
}

export type Role = 'participant' | 'Assessor' | 'superassessor' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  /** Always lower case, so the unique index is the login key. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  role: Role;
  privacy: Generated<boolean>;
  lang: string | null;
  has_sso: Generated<boolean>;
  /** Set while the user must choose a new password before signing in. */
  must_change_password: Generated<boolean>;
  created_at: CreatedAt;
  team: string | null;
  manager_id: number | null;
  /** False once removed by HR while they have answers: kept, but no longer signs in or counts. */
  active: Generated<boolean>;
  /** The IANA time zone the browser gave at the last sign-in (migration 026): reminders go at 09:00 there. */
  time_zone: string | null;
}

/** DRAFT: prepared by HR, seen by nobody else; ACTIVE: open to its participants; CLOSED: no more answers. */
export type CampaignLifecycle = 'DRAFT' | 'ACTIVE' | 'CLOSED';
export type UserCampaignState = 'ACTIVE' | 'COMPLETED' | 'REPORT' | 'CLOSED';

export interface CampaignsTable {
  id: Generated<number>;
  company_id: number;
  theme: 'skillup' | 'calendar' | 'ferrari-academy';
  state: CampaignLifecycle;
  languages: Json<CampaignLanguageRow[]>;
  privacy_agreement: string | null;
  on_complete_text: Json<Localised> | null;
  no_report_text: Json<Localised> | null;
  date_start: Timestamp | null;
  date_end: Timestamp | null;
  created_on: CreatedAt;
  is360: boolean;
  self_evaluation: boolean;
  report_status: Generated<string>;
  range_360_num: Generated<number>;
  logo: string | null;
  data: Json<Record<string, unknown>>;
  reports_released_at: Timestamp | null;
  /** Set by a trigger when the state becomes CLOSED (migration 023). */
  closed_at: Timestamp | null;
  anonymised_at: Timestamp | null;
  /** When HR launched it from the console; null for campaigns opened otherwise (migration 024). */
  launched_at: Timestamp | null;
  /** Days before date_end on which reminders go (migration 026); empty: none. */
  reminder_days: Generated<number[]>;
  anonymise_after_days: Generated<number>;
  delete_after_days: Generated<number>;
}

export interface UserCampaignsTable {
  user_id: number;
  campaign_id: number;
  lang: string | null;
  access_date: Timestamp | null;
  /** The campaign as this participant lives it: REPORT once their report is out. */
  state: UserCampaignState;
}

export interface TestsTable {
  id: Generated<number>;
  campaign_id: number;
  name: Json<Localised>;
  description: Json<Localised>;
  instructions: Json<Localised>;
  abbreviation: string | null;
  position: number;
  url: string;
  /** What the test opens: an activity, or its campaign's 360 (at most one per campaign, migration 017). */
  kind: ColumnType<TestKind, TestKind | undefined, TestKind>;
  img: string | null;
  repeatable: boolean;
  legacy: boolean;
  has_timer: boolean;
  exit_message: Json<Localised> | null;
  /** ISO date (yyyy-mm-dd) in the calendar theme. */
  start_date: string | null;
  prerequisites: Json<number[]>;
  duration: number | null;
  color: string | null;
  json_data: Json<Record<string, unknown>>;
}

export type TestStatus = 'not attempted' | 'incomplete' | 'complete';

export interface UserTestsTable {
  user_id: number;
  test_id: number;
  status: TestStatus;
  version: number;
  data: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Highest version that wrote the status, or the data; null: as old as `version`. */
  status_version: ColumnType<number | null, number | null | undefined, number | null>;
  data_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** Stamped by a trigger (migration 015) at the first save since the run was (re)started. */
  first_saved_at: ColumnType<Date | null, never, null>;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen table holds no usable session. */
  id: string;
  user_id: number;
  campaign_id: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** The browser's User-Agent at sign-in, cut to 300 characters, for the account page; null when it sent none. */
  user_agent: ColumnType<string | null, string | null | undefined, never>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token sent by mail: the table alone cannot reset a password. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** An invitation's token lives days, and a new invitation revokes the last one (migration 024). */
  purpose: ColumnType<'reset' | 'invitation', 'reset' | 'invitation' | undefined, never>;
}

/** One counter per key (an account or a client address) for the current window. */
export interface RateLimitsTable {
  key: string;
  count: number;
  expires_at: Timestamp;
}

export interface LogsTable {
  id: Generated<number>;
  user_id: number | null;
  data: string;
  created_at: CreatedAt;
}

export interface RemoteVersionsTable {
  remote: string;
  version: string;
  hash: string;
  published_at: CreatedAt;
  /** The area the version declares (its area.json), null when it declares none. */
  area: ColumnType<AreaDeclaration | null, string | null | undefined, string | null>;
  /** SRI (`sha384-…`) of every file by its path in the version; null until recorded (migration 031). */
  file_integrity: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** The entry file the manifest names, by its path in the version; null when it names none. */
  entry: string | null;
}

export interface RemoteDefaultsTable {
  remote: string;
  version: string;
}

export interface RemotePinsTable {
  remote: string;
  campaign_id: number;
  version: string;
}

export interface SsoProvidersTable {
  id: Generated<number>;
  company_id: number;
  /** The company's name in /sso/{slug}, unique across companies. */
  slug: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  enabled: Generated<boolean>;
  /** The claim that holds the user's email; null means the standard `email`. */
  email_claim: string | null;
  created_at: CreatedAt;
}

export interface SsoFlowsTable {
  /** sha256 of the token in the browser's flow cookie. */
  id: string;
  provider_id: number;
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  /** The browser's zone as the sign-in started (migration 028), kept for the account once signed in. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SamplesTable {
  id: Generated<number>;
  company_id: number;
  assessor_id: number;
  assessed_id: number;
  /** A sample covers one test, or every test of a campaign. */
  test_id: number | null;
  campaign_id: number | null;
  created_at: CreatedAt;
}

export interface TestOutcomesTable {
  user_id: number;
  test_id: number;
  outcomes: Json<{ name: string; value: number; label?: string }[]>;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AssessorOutcomesTable {
  assessor_id: number;
  assessed_id: number;
  test_id: number;
  outcomes: Json<{ name: string; value: number; label?: string }[]>;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TestTimersTable {
  user_id: number;
  test_id: number;
  started_at: Timestamp;
  deadline: Timestamp;
}

export interface LanguagesTable {
  id: Generated<number>;
  /** Unique language code, e.g. it, en, pt-BR. */
  lang: string;
  name: string;
  description: Generated<string>;
}

/** A participant's agenda in a calendar campaign (docs/areas/calendar.md). */
export interface CalendarStoresTable {
  user_id: number;
  campaign_id: number;
  data: Json<CalendarStore>;
  version: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** docs/areas/challenge.md, "The tutorial": the challenge tutorials participants have seen. */
export interface ChallengeTutorialsTable {
  user_id: number;
  campaign_id: number;
  seen_at: CreatedAt;
}

/** Feedback texts by level of the score (docs/areas/report.md), each localised. */
export type LevelTexts = Record<'insufficient' | 'sufficient' | 'good' | 'excellent', Localised>;

export interface ReportAreasTable {
  id: Generated<number>;
  campaign_id: number;
  code: number;
  position: number;
  name: Json<Localised>;
  feedback: Json<LevelTexts>;
}

export interface ReportSkillsTable {
  id: Generated<number>;
  area_id: number;
  position: number;
  name: Json<Localised>;
}

export interface ReportMarkersTable {
  id: Generated<number>;
  skill_id: number;
  position: number;
  name: Json<Localised>;
  feedback: Json<LevelTexts>;
  /** Parts separated by '---': the first is shown. */
  dev_suggestion: Json<Localised>;
}

/** One outcome that feeds a marker: the test's own (`outcome`) or an assessor's rating (`rating`). */
export interface ReportEvidenceTable {
  id: Generated<number>;
  marker_id: number;
  test_id: number;
  source: 'outcome' | 'rating';
  outcome_name: string;
}

export interface ReportConfigsTable {
  campaign_id: number;
  can_assessed_download: Generated<boolean>;
  /** Anonymity thresholds of the 360 part: a group with fewer raters is hidden. */
  threshold_self: Generated<number>;
  threshold_manager: Generated<number>;
  threshold_peers: Generated<number>;
  threshold_direct_reports: Generated<number>;
  /** The pooled figure of every rater but the participant. */
  threshold_others: Generated<number>;
  /** Comments of an open question are shown from this many raters (not counting the participant). */
  threshold_comments: Generated<number>;
  /** The self-versus-others gap marked from this many tenths of a point (10: 1.0) … */
  gap_tenths: Generated<number>;
  /** … when at least this many others count for the skill. */
  gap_min_others: Generated<number>;
}

/** A closed question of the 360 that feeds a skill of the model. */
export interface ReportSkillQuestionsTable {
  skill_id: number;
  question_id: number;
}

export interface ReportEarlyDownloadTable {
  campaign_id: number;
}

export interface JasperReportsTable {
  id: Generated<number>;
  campaign_id: number;
  name: Json<Localised>;
  visible_to_assessors_only: Generated<boolean>;
}

/** 1 peer, 2 manager, 3 self (evaluator = evaluated), 4 direct report. */
export interface Feedback360RelationTypesTable {
  id: number;
  label: Json<Localised>;
}

/** n not started, p in progress, y done (still modifiable). */
export type EvaluationStatus = 'n' | 'p' | 'y';

export interface Feedback360RelationsTable {
  campaign_id: number;
  evaluator_id: number;
  evaluated_id: number;
  relation_type: number;
  status: ColumnType<EvaluationStatus, EvaluationStatus | undefined, EvaluationStatus>;
  /** Highest version of the evaluator's answers applied; older or equal writes change nothing. */
  answers_version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Feedback360ScaleTable {
  campaign_id: number;
  value: number;
  label: Json<Localised>;
}

export type QuestionKind = 'closed' | 'linked' | 'open';

export interface Feedback360QuestionsTable {
  id: Generated<number>;
  campaign_id: number;
  kind: QuestionKind;
  position: number;
  text: Json<Localised>;
  min_answers: number | null;
  max_answers: number | null;
  max_length: number | null;
}

export interface Feedback360LinkedColumnsTable {
  question_id: number;
  key: number;
  label: Json<Localised>;
  position: number;
}

export interface Feedback360LinkedAnswersTable {
  id: Generated<number>;
  question_id: number;
  label: Json<Localised>;
  position: number;
}

export interface Feedback360AnswersTable {
  campaign_id: number;
  evaluator_id: number;
  evaluated_id: number;
  question_id: number;
  /** Linked questions only: the answer placed in the column `value`. */
  answer_id: number | null;
  /** Closed: 1 to 5; linked: the column key; open: null. */
  value: number | null;
  text_value: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The last step of a participant's published 360 part (docs/areas/report.md, "Steps of the 360 part"). */
export interface Feedback360ReportStepsTable {
  campaign_id: number;
  evaluated_id: number;
  stepped_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A submitted evaluation as it was published at the last step. */
export interface Feedback360PublishedRatersTable {
  campaign_id: number;
  evaluated_id: number;
  evaluator_id: number;
  relation_type: number;
  answers_version: number;
}

/** The closed and open answers of a published evaluation, as they were at the last step. */
export interface Feedback360PublishedAnswersTable {
  campaign_id: number;
  evaluated_id: number;
  evaluator_id: number;
  question_id: number;
  value: number | null;
  text_value: string | null;
}

export interface Feedback360DataTable {
  campaign_id: number;
  evaluator_id: number;
  evaluated_id: number;
  version: number;
  test_data: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A participant's test started again by staff, with the reason they gave. */
export interface TestResetsTable {
  id: Generated<number>;
  user_id: number;
  test_id: number;
  reset_by: number | null;
  reason: string;
  created_at: CreatedAt;
}

export interface Database {
  companies: CompaniesTable;
  company_days_off: CompanyDaysOffTable;
  users: UsersTable;
  campaigns: CampaignsTable;
  user_campaigns: UserCampaignsTable;
  tests: TestsTable;
  user_tests: UserTestsTable;
  sessions: SessionsTable;
  logs: LogsTable;
  remote_versions: RemoteVersionsTable;
  remote_defaults: RemoteDefaultsTable;
  remote_pins: RemotePinsTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  sso_providers: SsoProvidersTable;
  sso_flows: SsoFlowsTable;
  samples: SamplesTable;
  test_outcomes: TestOutcomesTable;
  assessor_outcomes: AssessorOutcomesTable;
  test_timers: TestTimersTable;
  languages: LanguagesTable;
  calendar_stores: CalendarStoresTable;
  challenge_tutorials: ChallengeTutorialsTable;
  report_areas: ReportAreasTable;
  report_skills: ReportSkillsTable;
  report_markers: ReportMarkersTable;
  report_evidence: ReportEvidenceTable;
  report_configs: ReportConfigsTable;
  report_skill_questions: ReportSkillQuestionsTable;
  report_early_download: ReportEarlyDownloadTable;
  jasper_reports: JasperReportsTable;
  feedback360_relation_types: Feedback360RelationTypesTable;
  feedback360_relations: Feedback360RelationsTable;
  feedback360_scale: Feedback360ScaleTable;
  feedback360_questions: Feedback360QuestionsTable;
  feedback360_linked_columns: Feedback360LinkedColumnsTable;
  feedback360_linked_answers: Feedback360LinkedAnswersTable;
  feedback360_answers: Feedback360AnswersTable;
  feedback360_data: Feedback360DataTable;
  feedback360_report_steps: Feedback360ReportStepsTable;
  feedback360_published_raters: Feedback360PublishedRatersTable;
  feedback360_published_answers: Feedback360PublishedAnswersTable;
  test_resets: TestResetsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type UserCampaignRow = Selectable<UserCampaignsTable>;
export type TestRow = Selectable<TestsTable>;
export type NewTest = Insertable<TestsTable>;
export type SsoProviderRow = Selectable<SsoProvidersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type LanguageRow = Selectable<LanguagesTable>;
