import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { Version, WriteResponse } from './test-support';

/**
 * 360-degree feedback on the wire (docs/areas/feedback-360.md). Every call is about the
 * signed-in evaluator's own evaluations: nothing here carries another evaluator's answers.
 */

/** Relation type 3 is the self-evaluation. */
export const SELF_RELATION = 3;
/** For this relation type the middle option (value 3) of the closed scale is not offered. */
export const NO_MIDDLE_RELATION = 4;
export const MIDDLE_VALUE = 3;
export const CLOSED_MIN = 1;
export const CLOSED_MAX = 5;

export const EvaluationStatus = Type.Union([Type.Literal('n'), Type.Literal('p'), Type.Literal('y')]);
export type EvaluationStatus = Static<typeof EvaluationStatus>;

export const CampaignParams360 = Type.Object({ id: RowId }, { additionalProperties: false });
export const EvaluatedParams = Type.Object({ campaignId: RowId, evaluee: RowId }, { additionalProperties: false });
export type EvaluatedParams = Static<typeof EvaluatedParams>;
/** The same under /usercampaign/:id, where the campaign segment is named id by the campaign routes. */
export const CampaignEvaluatedParams = Type.Object({ id: RowId, evaluee: RowId }, { additionalProperties: false });

/** A person the evaluator evaluates, with the relation label in the evaluator's language. */
export const Relation = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  label: Type.String(),
  relationId: Type.Integer(),
  user_is_evaluated: EvaluationStatus,
  /** The evaluator was nominated and has saved nothing yet: they may decline (docs/areas/feedback-360.md, "Nominations"). */
  declinable: Type.Optional(Type.Boolean()),
});
export type Relation = Static<typeof Relation>;
export const RelationsResponse = Type.Object({ status: Type.Literal(true), relations: Type.Array(Relation) });
export type RelationsResponse = Static<typeof RelationsResponse>;

export const ScaleOption = Type.Object({ value: Type.Integer(), label: Type.String() });
export type ScaleOption = Static<typeof ScaleOption>;
export const ClosedQuestion = Type.Object({ id: Type.Integer(), text: Type.String(), options: Type.Array(ScaleOption) });
export type ClosedQuestion = Static<typeof ClosedQuestion>;
export const LinkedColumn = Type.Object({ key: Type.Integer(), label: Type.String(), order: Type.Integer() });
export type LinkedColumn = Static<typeof LinkedColumn>;
export const LinkedAnswer = Type.Object({ id: Type.Integer(), label: Type.String() });
export type LinkedAnswer = Static<typeof LinkedAnswer>;
export const LinkedQuestion = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  min_answers: Type.Integer(),
  max_answers: Type.Integer(),
  columns: Type.Array(LinkedColumn),
  answers: Type.Array(LinkedAnswer),
});
export type LinkedQuestion = Static<typeof LinkedQuestion>;
export const OpenQuestion = Type.Object({ id: Type.Integer(), text: Type.String(), maxLength: Type.Integer() });
export type OpenQuestion = Static<typeof OpenQuestion>;
export const QuestionSets = Type.Object({
  closedQuestions: Type.Array(ClosedQuestion),
  linkedQuestions: Type.Array(LinkedQuestion),
  openQuestions: Type.Array(OpenQuestion),
});
export type QuestionSets = Static<typeof QuestionSets>;
export const QuestionsResponse = Type.Object({
  status: Type.Literal(true),
  relationId: Type.Integer(),
  questions: QuestionSets,
});
export type QuestionsResponse = Static<typeof QuestionsResponse>;

export const OPEN_TEXT_LIMIT = 4000;

/** One answer: closed {questionId, value}; linked {questionId, answerId, value = column key}; open {questionId, textValue}. */
export const Answer360 = Type.Object(
  {
    questionId: RowId,
    answerId: Type.Optional(RowId),
    value: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    textValue: Type.Optional(Type.String({ maxLength: OPEN_TEXT_LIMIT })),
  },
  { additionalProperties: false },
);
export type Answer360 = Static<typeof Answer360>;

export const SavedAnswersResponse = Type.Object({
  status: Type.Literal(true),
  version: Version,
  user_is_evaluated: EvaluationStatus,
  result: Type.Array(Answer360),
});
export type SavedAnswersResponse = Static<typeof SavedAnswersResponse>;

/**
 * A page of answers. The answers replace what was stored for the questions they name (for
 * a linked question: all its placements), only if `version` is newer than the stored one.
 */
export const OutcomesRequest360 = Type.Object(
  {
    version: Version,
    values: Type.Array(Answer360, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type OutcomesRequest360 = Static<typeof OutcomesRequest360>;
export const OutcomesResponse360 = Type.Object({
  status: Type.Literal(true),
  applied: Type.Boolean(),
  version: Version,
  user_is_evaluated: EvaluationStatus,
  /** The 360 test of the evaluator: complete once every relation is y. */
  testStatus: Type.Union([Type.Literal('incomplete'), Type.Literal('complete')]),
});
export type OutcomesResponse360 = Static<typeof OutcomesResponse360>;

/**
 * A confirmed page as the participant's queue sends it (docs/areas/feedback-360.md, "Sending
 * pages"): every answer not yet acknowledged, and the questionnaire's stored document, written
 * together only if `version` is newer than the stored one.
 */
export const Page360Request = Type.Object(
  {
    version: Version,
    values: Type.Array(Answer360, { maxItems: 500 }),
    data: Type.String({ maxLength: 262_144 }),
  },
  { additionalProperties: false },
);
export type Page360Request = Static<typeof Page360Request>;

export const LinkedSaveRequest = Type.Object(
  {
    data: Type.Object(
      {
        user: RowId,
        id: RowId,
        answers: Type.Array(Type.Object({ id: RowId, value: Type.Integer({ minimum: 0, maximum: 1000 }) }, { additionalProperties: false }), {
          maxItems: 200,
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type LinkedSaveRequest = Static<typeof LinkedSaveRequest>;
export const LinkedSaveParams = Type.Object({ campaignId: RowId }, { additionalProperties: false });

/** The evaluator's draft of one questionnaire: a JSON string the browser writes and reads back. */
export const Data360Response = Type.Object({
  status: Type.Literal(true),
  data: Type.Object({ version: Version, testData: Type.Union([Type.String(), Type.Null()]) }),
});
export type Data360Response = Static<typeof Data360Response>;
export const Data360Request = Type.Object({ version: Version, data: Type.String({ maxLength: 262_144 }) }, { additionalProperties: false });
export type Data360Request = Static<typeof Data360Request>;
export const Data360WriteResponse = WriteResponse;

export const feedback360Paths = {
  relations: (campaignId: number) => `/usercampaign/${campaignId}/userrelation`,
  questions: (campaignId: number, evaluee: number) => `/usercampaign/${campaignId}/questions/${evaluee}`,
  saved: (campaignId: number, evaluee: number) => `/usercampaign/${campaignId}/userrelation/${evaluee}`,
  data: (campaignId: number, evaluee: number) => `/tests/360/data/${campaignId}/${evaluee}`,
  outcomes: (campaignId: number, evaluee: number) => `/usercampaign/${campaignId}/outcomes/${evaluee}`,
  page: (campaignId: number, evaluee: number) => `/usercampaign/${campaignId}/page/${evaluee}`,
  linked: (campaignId: number) => `/360/campaign/${campaignId}/questions/linked`,
} as const;
