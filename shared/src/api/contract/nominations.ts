import { Type, type Static } from '@sinclair/typebox';
import { AdminDateTime } from './admin-campaigns';
import { RowId } from './common';

/**
 * 360 nominations on the wire (docs/areas/feedback-360.md, "Nominations"): the evaluated
 * person proposes who rates them, an approver (their manager, or HR) decides, and each group
 * is checked against its minimum, maximum and anonymity threshold before anyone is invited.
 */

/** The groups a participant nominates into; the manager comes from the import, self from the campaign. */
export const NOMINATION_GROUPS = ['peers', 'directReports', 'others'] as const;
export const NominationGroup = Type.Union(NOMINATION_GROUPS.map((group) => Type.Literal(group)));
export type NominationGroup = Static<typeof NominationGroup>;

/** The relation type (feedback360_relation_types) an approved nomination of each group becomes. */
export const RELATION_OF_GROUP: Record<NominationGroup, number> = { peers: 1, directReports: 4, others: 5 };

/** Who nominates: HR alone (by importing relations), the participant with their manager's approval, or the participant alone. */
export const NominationMode = Type.Union([Type.Literal('hr'), Type.Literal('manager'), Type.Literal('auto')]);
export type NominationMode = Static<typeof NominationMode>;

/**
 * pending: waits for the approver (or, before submitting, for the participant's submit);
 * approved: the nominee rates the participant; denied: the approver said no; declined: the
 * nominee said no. A nomination removed before submitting is gone, not kept with a status.
 */
export const NominationStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('denied'), Type.Literal('declined')]);
export type NominationStatus = Static<typeof NominationStatus>;

const Count = Type.Integer({ minimum: 0, maximum: 50 });
/** A moment as ISO 8601 text, or null for none. */
const Moment = Type.Union([AdminDateTime, Type.Null()]);

export const GroupLimits = Type.Object({ min: Count, max: Count }, { additionalProperties: false });
export type GroupLimits = Static<typeof GroupLimits>;

/** A campaign's nomination settings, as HR sets them. */
export const NominationSettings = Type.Object(
  {
    mode: NominationMode,
    peers: GroupLimits,
    directReports: GroupLimits,
    others: GroupLimits,
    /** After it nobody nominates or changes a nomination; null: until the campaign ends. */
    deadline: Moment,
    /** With manager approval: nominations still waiting at this moment are approved by themselves. */
    autoApproveAt: Moment,
    /** Beside a nominee the approver is warned when they are nominated more than this many times in the campaign. */
    loadWarning: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type NominationSettings = Static<typeof NominationSettings>;

export const DEFAULT_NOMINATION_SETTINGS: NominationSettings = {
  mode: 'hr',
  peers: { min: 3, max: 8 },
  directReports: { min: 0, max: 8 },
  others: { min: 0, max: 5 },
  deadline: null,
  autoApproveAt: null,
  loadWarning: 5,
};

/** A person of the company as the nomination search shows them. */
export const NominationPerson = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  team: Type.Union([Type.String(), Type.Null()]),
});
export type NominationPerson = Static<typeof NominationPerson>;

export const Nomination = Type.Object({
  id: Type.Integer(),
  group: NominationGroup,
  nominee: NominationPerson,
  status: NominationStatus,
  /** Why it was denied or declined. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The nomination this one replaces (one denied or declined). */
  replaces: Type.Union([Type.Integer(), Type.Null()]),
});
export type Nomination = Static<typeof Nomination>;

/** A group's numbers beside its rules: what counts is every nomination pending or approved. */
export const GroupCount = Type.Object({
  group: NominationGroup,
  count: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
  /** Fewer raters than this and the group's answers are not shown in the report on their own. */
  threshold: Type.Integer(),
});
export type GroupCount = Static<typeof GroupCount>;

/** GET /usercampaign/{id}/nominations: the caller's own nominations. */
export const MyNominationsResponse = Type.Object({
  status: Type.Literal(true),
  mode: NominationMode,
  deadline: Moment,
  /** Nominations can be added or removed now (the mode lets the participant, the deadline has not passed). */
  open: Type.Boolean(),
  submittedAt: Moment,
  /** Who approves: the manager's name, or null when HR does (or nobody, with automatic approval). */
  approver: Type.Union([Type.String(), Type.Null()]),
  groups: Type.Array(GroupCount),
  nominations: Type.Array(Nomination),
});
export type MyNominationsResponse = Static<typeof MyNominationsResponse>;

export const CandidatesQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
export type CandidatesQuery = Static<typeof CandidatesQuery>;
/** The company's people the caller may nominate, matching the search by name or team (at most CANDIDATES_LIMIT). */
export const CandidatesResponse = Type.Object({ status: Type.Literal(true), people: Type.Array(NominationPerson) });
export type CandidatesResponse = Static<typeof CandidatesResponse>;
export const CANDIDATES_LIMIT = 20;

export const NominateRequest = Type.Object({ group: NominationGroup, userId: RowId }, { additionalProperties: false });
export type NominateRequest = Static<typeof NominateRequest>;
export const NominationResponse = Type.Object({ status: Type.Literal(true), nomination: Nomination });
export type NominationResponse = Static<typeof NominationResponse>;

export const NominationParams = Type.Object({ id: RowId, nominationId: RowId }, { additionalProperties: false });
export type NominationParams = Static<typeof NominationParams>;

/** The longest reason of a denial or a decline, as the server takes it and the pages let it be typed. */
export const REASON_MAX = 500;
export const Reason = Type.String({ minLength: 1, maxLength: REASON_MAX, pattern: '\\S' });

/** A nomination waiting for the caller's decision, with the nominee's load in the campaign. */
export const Approval = Type.Object({
  id: Type.Integer(),
  group: NominationGroup,
  evaluated: NominationPerson,
  nominee: NominationPerson,
  status: NominationStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  /** How many times the nominee is nominated in the campaign (pending or approved), this one included. */
  nominatedTimes: Type.Integer(),
});
export type Approval = Static<typeof Approval>;
/** The submitted nominations of the people the caller approves for (a manager's, or HR's: all of them), waiting first. */
export const ApprovalsResponse = Type.Object({ status: Type.Literal(true), loadWarning: Type.Integer(), approvals: Type.Array(Approval) });
export type ApprovalsResponse = Static<typeof ApprovalsResponse>;

/** A denial needs its reason; an approval may carry one. */
export const DecisionRequest = Type.Object(
  { decision: Type.Union([Type.Literal('approve'), Type.Literal('deny')]), reason: Type.Optional(Reason) },
  { additionalProperties: false },
);
export type DecisionRequest = Static<typeof DecisionRequest>;

export const DeclineRequest = Type.Object({ reason: Reason }, { additionalProperties: false });
export type DeclineRequest = Static<typeof DeclineRequest>;

/** HR's view of one evaluated person: per group, nominations and how far the raters have got, as counts only. */
export const NominationGroupProgress = Type.Object({
  group: Type.Union([NominationGroup, Type.Literal('manager')]),
  pending: Type.Integer(),
  approved: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
  threshold: Type.Integer(),
  /** Approved raters: invited (all of them), started (an answer saved), done. */
  invited: Type.Integer(),
  started: Type.Integer(),
  done: Type.Integer(),
});
export type NominationGroupProgress = Static<typeof NominationGroupProgress>;

/** Why a group cannot reach what it needs; `needed` is the number it falls short of. */
export const ShortGroup = Type.Object({
  group: Type.Union([NominationGroup, Type.Literal('manager')]),
  code: Type.Union([Type.Literal('BELOW_MINIMUM'), Type.Literal('BELOW_THRESHOLD'), Type.Literal('NO_MANAGER')]),
  have: Type.Integer(),
  needed: Type.Integer(),
});
export type ShortGroup = Static<typeof ShortGroup>;

export const EvaluatedNominations = Type.Object({
  person: NominationPerson,
  submittedAt: Moment,
  groups: Type.Array(NominationGroupProgress),
  short: Type.Array(ShortGroup),
});
export type EvaluatedNominations = Static<typeof EvaluatedNominations>;

export const NominationOverviewResponse = Type.Object({
  status: Type.Literal(true),
  settings: NominationSettings,
  people: Type.Array(EvaluatedNominations),
});
export type NominationOverviewResponse = Static<typeof NominationOverviewResponse>;

export const NominationSettingsResponse = Type.Object({ status: Type.Literal(true), settings: NominationSettings });
export type NominationSettingsResponse = Static<typeof NominationSettingsResponse>;

export const NominationAction = Type.Union([
  Type.Literal('nominated'),
  Type.Literal('removed'),
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('denied'),
  Type.Literal('declined'),
  Type.Literal('settings'),
]);
export type NominationAction = Static<typeof NominationAction>;

/** One entry of a campaign's nomination trail: who did what to whose nomination, and when. */
export const NominationEvent = Type.Object({
  at: Type.String(),
  actor: Type.Union([Type.String(), Type.Null()]),
  action: NominationAction,
  evaluated: Type.Union([Type.String(), Type.Null()]),
  nominee: Type.Union([Type.String(), Type.Null()]),
  group: Type.Union([NominationGroup, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type NominationEvent = Static<typeof NominationEvent>;
export const NominationEventsResponse = Type.Object({ status: Type.Literal(true), events: Type.Array(NominationEvent) });
export type NominationEventsResponse = Static<typeof NominationEventsResponse>;

export const nominationPaths = {
  mine: (campaignId: number | string) => `/usercampaign/${campaignId}/nominations`,
  candidates: (campaignId: number | string) => `/usercampaign/${campaignId}/nominations/candidates`,
  one: (campaignId: number | string, nominationId: number | string) => `/usercampaign/${campaignId}/nominations/${nominationId}`,
  submit: (campaignId: number | string) => `/usercampaign/${campaignId}/nominations/submit`,
  approvals: (campaignId: number | string) => `/usercampaign/${campaignId}/approvals`,
  decide: (campaignId: number | string, nominationId: number | string) => `/usercampaign/${campaignId}/approvals/${nominationId}`,
  decline: (campaignId: number | string, evaluee: number | string) => `/usercampaign/${campaignId}/userrelation/${evaluee}/decline`,
  /** HR: the settings (GET, PUT), every evaluated person's groups (GET), the trail (GET), what waits for a decision (GET) and the decision (POST). */
  hrApprovals: (campaignId: number | string) => `/admin/campaigns/${campaignId}/nominations/approvals`,
  hrDecide: (campaignId: number | string, nominationId: number | string) => `/admin/campaigns/${campaignId}/nominations/${nominationId}/decision`,
  settings: (campaignId: number | string) => `/admin/campaigns/${campaignId}/nominations/settings`,
  overview: (campaignId: number | string) => `/admin/campaigns/${campaignId}/nominations`,
  events: (campaignId: number | string) => `/admin/campaigns/${campaignId}/nominations/events`,
} as const;
