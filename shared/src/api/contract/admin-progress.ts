import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CampaignMailSummary, NextCampaignMail } from './campaign-mails';
import { RowId } from './common';
import { literals } from './literals';
import { LANGUAGES } from './names';

/* The HR console's view of a campaign's progress (docs/areas/admin.md, "Progress"). */

const Closed = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const Localised = Type.Record(Type.String(), Type.String());

export const PROGRESS_TEST_STATUSES = ['not attempted', 'incomplete', 'complete'] as const;
export const ProgressTestStatus = Type.Union(literals(PROGRESS_TEST_STATUSES));
export type ProgressTestStatus = Static<typeof ProgressTestStatus>;

/** A participant's state over the campaign's tests: none begun, some begun, all complete. */
export const PARTICIPANT_PROGRESS_STATES = ['not started', 'in progress', 'complete'] as const;
export const ParticipantProgressState = Type.Union(literals(PARTICIPANT_PROGRESS_STATES));
export type ParticipantProgressState = Static<typeof ParticipantProgressState>;

export const PROGRESS_SORT_COLUMNS = ['name', 'email', 'team', 'completed', 'state'] as const;
export type ProgressSortColumn = (typeof PROGRESS_SORT_COLUMNS)[number];
/** A sort on one test's column: `status:<testId>` (by status, then date) or `date:<testId>` (last save). */
export type ProgressTestSort = `status:${number}` | `date:${number}`;
export type ProgressSort = ProgressSortColumn | ProgressTestSort;
export const progressTestSort = (by: 'status' | 'date', testId: number): ProgressTestSort => `${by}:${testId}`;

export const PROGRESS_MAX_PAGE_SIZE = 200;
export const PROGRESS_DEFAULT_PAGE_SIZE = 50;
/** A team is flagged when fewer than this percentage of its participants' tests are complete. */
export const TEAM_FLAG_BELOW = 60;

export const ProgressQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PROGRESS_MAX_PAGE_SIZE, default: PROGRESS_DEFAULT_PAGE_SIZE })),
    sort: Type.Optional(Type.String({ pattern: '^(name|email|team|completed|state|(status|date):[1-9][0-9]{0,9})$', default: 'name' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
    /** One team; the empty string selects the people without a team. */
    team: Type.Optional(Type.String({ maxLength: 200 })),
    managerId: Type.Optional(RowId),
    state: Type.Optional(ParticipantProgressState),
    /** Part of a first name, last name, full name or e-mail, any case. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /** `csv` answers the whole view as a file, as `Accept: text/csv` does. */
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
    /** The file's headings, statuses and test names; the caller's own language when absent. */
    lang: Type.Optional(Type.Union(literals(LANGUAGES))),
  },
  Closed,
);
export type ProgressQuery = Omit<Static<typeof ProgressQuery>, 'sort'> & { sort?: ProgressSort };

export const ProgressTest = Type.Object(
  {
    id: Type.Integer(),
    /** The test's name per language (it, en, es: those given). */
    name: Localised,
    abbreviation: Nullable(Type.String()),
    position: Type.Integer(),
  },
  Closed,
);
export type ProgressTest = Static<typeof ProgressTest>;

export const ProgressCell = Type.Object(
  {
    testId: Type.Integer(),
    status: ProgressTestStatus,
    /** The last save; null when the test was never begun. */
    updatedAt: Nullable(DateTime),
  },
  Closed,
);
export type ProgressCell = Static<typeof ProgressCell>;

export const PersonRef = Type.Object({ id: Type.Integer(), name: Type.String() }, Closed);
export type PersonRef = Static<typeof PersonRef>;

/** The 360 of one participant in a 360 campaign: counts only, never who answered what. */
export const RowFeedback360 = Type.Object(
  {
    /** Evaluations this participant gives: assigned, and done (`y`). */
    asRater: Type.Object({ assigned: Type.Integer({ minimum: 0 }), done: Type.Integer({ minimum: 0 }) }, Closed),
    /** Evaluations of this participant: raters assigned, and those done. */
    asEvaluated: Type.Object({ raters: Type.Integer({ minimum: 0 }), done: Type.Integer({ minimum: 0 }) }, Closed),
  },
  Closed,
);
export type RowFeedback360 = Static<typeof RowFeedback360>;

export const ProgressRow = Type.Object(
  {
    userId: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    team: Nullable(Type.String()),
    manager: Nullable(PersonRef),
    active: Type.Boolean(),
    /** One per test of the campaign, in the order of `tests`. */
    cells: Type.Array(ProgressCell),
    completed: Type.Integer({ minimum: 0 }),
    state: ParticipantProgressState,
    /** null when the campaign has no 360. */
    feedback360: Nullable(RowFeedback360),
    /** The latest mail of the campaign to this person (docs/jobs.md, "Campaign mails"); null before any. */
    lastMail: Nullable(CampaignMailSummary),
    /**
     * The next reminder of the campaign's schedule to this person (docs/jobs.md, "Reminder
     * schedule"); null when none is coming: finished, no end date, the schedule is off or spent.
     */
    nextMail: Nullable(NextCampaignMail),
  },
  Closed,
);
export type ProgressRow = Static<typeof ProgressRow>;

export const TeamProgress = Type.Object(
  {
    /** null: the participants without a team. */
    team: Nullable(Type.String()),
    participants: Type.Integer({ minimum: 0 }),
    /** Complete tests over all the team's tests, 0 to 100, rounded down. */
    completion: Type.Integer({ minimum: 0, maximum: 100 }),
    /** completion < TEAM_FLAG_BELOW */
    flagged: Type.Boolean(),
  },
  Closed,
);
export type TeamProgress = Static<typeof TeamProgress>;

/** The campaign's whole 360: relations assigned and done, and raters who have finished all theirs. */
export const Feedback360Totals = Type.Object(
  {
    relations: Type.Integer({ minimum: 0 }),
    done: Type.Integer({ minimum: 0 }),
    raters: Type.Integer({ minimum: 0 }),
    ratersDone: Type.Integer({ minimum: 0 }),
  },
  Closed,
);
export type Feedback360Totals = Static<typeof Feedback360Totals>;

export const ProgressResponse = Type.Object(
  {
    status: Type.Literal(true),
    tests: Type.Array(ProgressTest),
    rows: Type.Array(ProgressRow),
    /** Rows matching the filters, over all pages. */
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    /** Every team of the campaign's active participants, whatever the filters. */
    teams: Type.Array(TeamProgress),
    /** The managers of the campaign's participants, whatever the filters, sorted by name: the manager filter's choices. */
    managers: Type.Array(PersonRef),
    /** null when the campaign has no 360. */
    feedback360: Nullable(Feedback360Totals),
  },
  Closed,
);
export type ProgressResponse = Static<typeof ProgressResponse>;

export const ParticipantProgressParams = Type.Object({ id: RowId, userId: RowId }, Closed);
export type ParticipantProgressParams = Static<typeof ParticipantProgressParams>;

export const TestResetParams = Type.Object({ id: RowId, userId: RowId, testId: RowId }, Closed);
export type TestResetParams = Static<typeof TestResetParams>;

export const TEST_RESET_REASON_MAX = 500;
export const TestResetRequest = Type.Object({ reason: Type.String({ minLength: 1, maxLength: TEST_RESET_REASON_MAX, pattern: '\\S' }) }, Closed);
export type TestResetRequest = Static<typeof TestResetRequest>;

export const TestReset = Type.Object(
  {
    id: Type.Integer(),
    testId: Type.Integer(),
    reason: Type.String(),
    /** null when the person was removed since, or the reset came from an operations tool. */
    resetBy: Nullable(PersonRef),
    createdAt: DateTime,
  },
  Closed,
);
export type TestReset = Static<typeof TestReset>;

export const ParticipantTestProgress = Type.Object(
  {
    testId: Type.Integer(),
    name: Localised,
    abbreviation: Nullable(Type.String()),
    position: Type.Integer(),
    status: ProgressTestStatus,
    /** The version a write must exceed (docs/queue.md): a reset raises it. */
    version: Type.Integer(),
    /** The first save since the test was last (re)started; null when never saved. */
    firstSavedAt: Nullable(DateTime),
    lastSavedAt: Nullable(DateTime),
    hasOutcomes: Type.Boolean(),
    /** A timed test's clock, once started. */
    timer: Nullable(Type.Object({ startedAt: DateTime, deadline: DateTime }, Closed)),
  },
  Closed,
);
export type ParticipantTestProgress = Static<typeof ParticipantTestProgress>;

export const ParticipantReportLinks = Type.Object(
  {
    /** The report is out for this participant (docs/behaviour.md §6); staff may read it either way. */
    available: Type.Boolean(),
    /** API paths under /api: the report as JSON (the participant's view) and as a PDF. */
    view: Type.String(),
    download: Type.String(),
  },
  Closed,
);
export type ParticipantReportLinks = Static<typeof ParticipantReportLinks>;

export const ParticipantProgressResponse = Type.Object(
  {
    status: Type.Literal(true),
    participant: Type.Object(
      {
        userId: Type.Integer(),
        email: Type.String(),
        firstName: Type.String(),
        lastName: Type.String(),
        team: Nullable(Type.String()),
        manager: Nullable(PersonRef),
        active: Type.Boolean(),
        /** The campaign's language the participant chose; null until chosen. */
        lang: Nullable(Type.String()),
        lastAccess: Nullable(DateTime),
        state: ParticipantProgressState,
      },
      Closed,
    ),
    tests: Type.Array(ParticipantTestProgress),
    /** Newest first. */
    resets: Type.Array(TestReset),
    report: ParticipantReportLinks,
    feedback360: Nullable(RowFeedback360),
  },
  Closed,
);
export type ParticipantProgressResponse = Static<typeof ParticipantProgressResponse>;

export const TestResetResponse = Type.Object(
  {
    status: Type.Literal(true),
    reset: TestReset,
    test: ParticipantTestProgress,
  },
  Closed,
);
export type TestResetResponse = Static<typeof TestResetResponse>;
