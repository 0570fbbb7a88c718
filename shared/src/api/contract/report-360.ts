import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals';

/** Closed objects: a field the contract does not name is an error, not a passenger. */
const Closed = { additionalProperties: false } as const;

/**
 * The rater groups of the 360 part (docs/areas/report.md, "The 360 part"): `others` is the
 * pooled figure of every rater but the participant.
 */
export const FEEDBACK360_GROUPS = ['self', 'manager', 'peers', 'directReports', 'others'] as const;
export const Feedback360Group = Type.Union(literals(FEEDBACK360_GROUPS));
export type Feedback360Group = Static<typeof Feedback360Group>;

/**
 * `shown`: enough raters, value and count given; `hidden`: kept back by the anonymity rules,
 * no value and no count; `empty`: nobody of the group counts for the skill.
 */
export const FEEDBACK360_FIGURE_STATES = ['shown', 'hidden', 'empty'] as const;
export const Feedback360FigureState = Type.Union(literals(FEEDBACK360_FIGURE_STATES));
export type Feedback360FigureState = Static<typeof Feedback360FigureState>;

export const Feedback360Figure = Type.Object(
  {
    group: Feedback360Group,
    state: Feedback360FigureState,
    /** Raters who count for the skill; null unless shown. */
    raters: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    /** Mean on the 1–5 scale, one decimal; null unless shown. */
    value: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
  },
  Closed,
);
export type Feedback360Figure = Static<typeof Feedback360Figure>;

/** Self higher than the others by the gap threshold or more: a blind spot; lower: a hidden strength. */
export const FEEDBACK360_GAP_KINDS = ['blindSpot', 'hiddenStrength'] as const;
export const Feedback360GapKind = Type.Union(literals(FEEDBACK360_GAP_KINDS));
export type Feedback360GapKind = Static<typeof Feedback360GapKind>;

export const Feedback360Skill = Type.Object(
  {
    skillId: Type.Integer(),
    name: Type.String(),
    /** One figure per group, in the order of FEEDBACK360_GROUPS. */
    figures: Type.Array(Feedback360Figure),
    /** Self minus others, one decimal; null when either is not shown. */
    gap: Type.Union([Type.Number({ minimum: -4, maximum: 4 }), Type.Null()]),
    gapKind: Type.Union([Feedback360GapKind, Type.Null()]),
  },
  Closed,
);
export type Feedback360Skill = Static<typeof Feedback360Skill>;

/** The comments given to one open question, shuffled, with nothing that names who wrote them. */
export const Feedback360Comments = Type.Object({ question: Type.String(), texts: Type.Array(Type.String()) }, Closed);
export type Feedback360Comments = Static<typeof Feedback360Comments>;

export const Feedback360Part = Type.Object(
  {
    skills: Type.Array(Feedback360Skill),
    /** Others' comments, only for the questions that reached the comment threshold. */
    comments: Type.Array(Feedback360Comments),
    /** The participant's own answers to the open questions, kept apart. */
    selfComments: Type.Array(Feedback360Comments),
    /** The campaign's anonymity thresholds, so the page can say why a group is not shown. */
    thresholds: Type.Object(
      {
        self: Type.Integer({ minimum: 1 }),
        manager: Type.Integer({ minimum: 1 }),
        peers: Type.Integer({ minimum: 1 }),
        directReports: Type.Integer({ minimum: 1 }),
        others: Type.Integer({ minimum: 1 }),
        comments: Type.Integer({ minimum: 1 }),
      },
      Closed,
    ),
    gapThreshold: Type.Number({ exclusiveMinimum: 0, maximum: 4 }),
    /**
     * When the part last took in new or changed evaluations: it moves only in steps large
     * enough to keep every group anonymous (docs/areas/report.md, "Steps of the 360 part").
     */
    updatedAt: Type.String({ format: 'date-time' }),
  },
  Closed,
);
export type Feedback360Part = Static<typeof Feedback360Part>;
