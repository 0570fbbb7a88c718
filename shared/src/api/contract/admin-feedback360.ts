import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { OPEN_TEXT_LIMIT } from './feedback360';
import { literals } from './literals';

/**
 * A 360 campaign's questionnaire as HR edits it, under /api/admin/campaigns/{id}/feedback360
 * (docs/areas/admin.md, "The 360 questionnaire"). The questionnaire is replaced as a whole,
 * and only while nobody has answered it: once one evaluation has an answer, changing a question
 * would change what raters already said, so the server refuses it.
 */

/** A label without the NUL character no database column can hold. */
const Label = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** One text per language; at least the Italian, English or Spanish one is given (the server checks that one is not blank). */
export const AdminLabel = Type.Partial(Type.Object({ it: Label(2000), en: Label(2000), es: Label(2000) }));
export type AdminLabel = Static<typeof AdminLabel>;

/** The five steps of the closed scale, 1 (lowest) to 5, each with its label. */
export const AdminScaleStep = Type.Object({ value: Type.Integer({ minimum: 1, maximum: 5 }), label: AdminLabel });
export type AdminScaleStep = Static<typeof AdminScaleStep>;

/** A statement rated on the scale; `skillId` names the skill of the campaign's report it feeds (null: none). */
export const AdminClosedQuestion = Type.Object({
  kind: Type.Literal('closed'),
  text: AdminLabel,
  skillId: Type.Union([RowId, Type.Null()]),
});
export type AdminClosedQuestion = Static<typeof AdminClosedQuestion>;

/**
 * A question answered in the rater's own words, up to `maxLength` characters: at most the
 * OPEN_TEXT_LIMIT a rater's answer may have, so that every answer the question allows is stored.
 */
export const AdminOpenQuestion = Type.Object({
  kind: Type.Literal('open'),
  text: AdminLabel,
  maxLength: Type.Integer({ minimum: 1, maximum: OPEN_TEXT_LIMIT }),
});
export type AdminOpenQuestion = Static<typeof AdminOpenQuestion>;

/**
 * Answers placed in columns (for example behaviours sorted into "strength" and "to develop"),
 * each answer in one column at most: the rater fills every column with between `minAnswers`
 * and `maxAnswers` answers (docs/areas/feedback-360.md), so the answers must be enough for
 * `minAnswers` in each column.
 */
export const AdminLinkedQuestion = Type.Object({
  kind: Type.Literal('linked'),
  text: AdminLabel,
  minAnswers: Type.Integer({ minimum: 0, maximum: 50 }),
  maxAnswers: Type.Integer({ minimum: 1, maximum: 50 }),
  columns: Type.Array(Type.Object({ label: AdminLabel }), { minItems: 1, maxItems: 10 }),
  answers: Type.Array(Type.Object({ label: AdminLabel }), { minItems: 1, maxItems: 50 }),
});
export type AdminLinkedQuestion = Static<typeof AdminLinkedQuestion>;

export const AdminQuestion = Type.Union([AdminClosedQuestion, AdminOpenQuestion, AdminLinkedQuestion]);
export type AdminQuestion = Static<typeof AdminQuestion>;

/** PUT …/feedback360: the scale (each value 1–5 once) and the questions in the order raters read them. */
export const AdminQuestionnaire = Type.Object({
  scale: Type.Array(AdminScaleStep, { minItems: 5, maxItems: 5 }),
  questions: Type.Array(AdminQuestion, { minItems: 1, maxItems: 200 }),
});
export type AdminQuestionnaire = Static<typeof AdminQuestionnaire>;

/** A skill of the campaign's report model a closed question may feed. */
export const AdminReportSkill = Type.Object({ id: Type.Integer(), area: AdminLabel, name: AdminLabel });
export type AdminReportSkill = Static<typeof AdminReportSkill>;

/** Why the questionnaire cannot be changed now; null: it can. */
export const ADMIN_QUESTIONNAIRE_LOCKS = ['HAS_ANSWERS', 'CAMPAIGN_CLOSED'] as const;
export type AdminQuestionnaireLock = (typeof ADMIN_QUESTIONNAIRE_LOCKS)[number];

/**
 * GET and PUT …/feedback360. `questionnaire` is null while the campaign has none (a new 360
 * campaign starts empty). `lockedBy` says why a PUT would be refused.
 */
export const AdminQuestionnaireResponse = Type.Object({
  questionnaire: Type.Union([AdminQuestionnaire, Type.Null()]),
  skills: Type.Array(AdminReportSkill),
  lockedBy: Type.Union([...literals(ADMIN_QUESTIONNAIRE_LOCKS), Type.Null()]),
});
export type AdminQuestionnaireResponse = Static<typeof AdminQuestionnaireResponse>;

/**
 * Refusals of these routes beside the generic ones: NOT_360 (404: the campaign has no 360
 * test), QUESTIONNAIRE_LOCKED (409: answers exist or the campaign is closed), and with 400
 * SCALE_VALUES (each value 1–5 not exactly once), NO_LABEL (a text, scale label, column or
 * answer blank in every language), ANSWER_LIMITS (minAnswers above maxAnswers, maxAnswers above
 * the number of answers, or too few answers for minAnswers in every column), UNKNOWN_SKILL (a
 * skill not of this campaign's report). CAMPAIGN_NOT_FOUND (404) as elsewhere.
 */
export const ADMIN_QUESTIONNAIRE_ERROR_CODES = [
  'CAMPAIGN_NOT_FOUND',
  'NOT_360',
  'QUESTIONNAIRE_LOCKED',
  'SCALE_VALUES',
  'NO_LABEL',
  'ANSWER_LIMITS',
  'UNKNOWN_SKILL',
] as const;
export type AdminQuestionnaireErrorCode = (typeof ADMIN_QUESTIONNAIRE_ERROR_CODES)[number];
