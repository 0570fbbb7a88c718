import type { AdminLabel, AdminQuestion, AdminQuestionnaire } from '@skillup/shared/api/contract';
import type { Localised, QuestionKind } from '../../db/schema';
import { filledText } from '../campaigns/rules';
import { answerLimits, noLabel, scaleValues, unknownSkill } from './errors';

/** One question as it is stored: the columns of feedback360_questions, with a linked question's columns and answers in order. */
export interface PlannedQuestion {
  kind: QuestionKind;
  text: Localised;
  skillId: number | null;
  minAnswers: number | null;
  maxAnswers: number | null;
  maxLength: number | null;
  columns: Localised[];
  answers: Localised[];
}

export interface PlannedQuestionnaire {
  scale: { value: number; label: Localised }[];
  questions: PlannedQuestion[];
}

const SCALE_VALUES = [1, 2, 3, 4, 5];

/** The languages that say something; none would leave raters an empty text whatever language they read. */
function label(value: AdminLabel, where: string): Localised {
  const filled = filledText(value);
  if (Object.keys(filled).length === 0) throw noLabel(where);
  return filled;
}

function planQuestion(question: AdminQuestion, where: string, skills: ReadonlySet<number>): PlannedQuestion {
  const text = label(question.text, where);
  const none = { skillId: null, minAnswers: null, maxAnswers: null, maxLength: null, columns: [], answers: [] };
  if (question.kind === 'closed') {
    if (question.skillId !== null && !skills.has(question.skillId)) throw unknownSkill(where, question.skillId);
    return { ...none, kind: 'closed', text, skillId: question.skillId };
  }
  if (question.kind === 'open') return { ...none, kind: 'open', text, maxLength: question.maxLength };
  const { minAnswers, maxAnswers, columns, answers } = question;
  if (minAnswers > maxAnswers) throw answerLimits(where, `minAnswers (${minAnswers}) is above maxAnswers (${maxAnswers})`);
  if (maxAnswers > answers.length) throw answerLimits(where, `maxAnswers (${maxAnswers}) is above the ${answers.length} answers`);
  // Each answer goes in one column at most, and every column needs minAnswers before the
  // evaluation counts as done: with fewer answers no rater could ever finish it.
  if (minAnswers * columns.length > answers.length) {
    throw answerLimits(where, `${columns.length} columns of at least ${minAnswers} answers need more than the ${answers.length} answers`);
  }
  return {
    ...none,
    kind: 'linked',
    text,
    minAnswers,
    maxAnswers,
    columns: columns.map((column, i) => label(column.label, `column ${i + 1} of ${where}`)),
    answers: answers.map((answer, i) => label(answer.label, `answer ${i + 1} of ${where}`)),
  };
}

/**
 * The questionnaire as it will be stored, or the refusal of its first broken rule
 * (docs/areas/admin.md, "The 360 questionnaire"). `skills` are the ids of the campaign's
 * report skills, the only ones a closed question may feed.
 */
export function planQuestionnaire(input: AdminQuestionnaire, skills: ReadonlySet<number>): PlannedQuestionnaire {
  const values = input.scale.map((step) => step.value).sort((a, b) => a - b);
  if (values.join() !== SCALE_VALUES.join()) throw scaleValues();
  const scale = input.scale
    .map((step) => ({ value: step.value, label: label(step.label, `the label of scale value ${step.value}`) }))
    .sort((a, b) => a.value - b.value);
  return { scale, questions: input.questions.map((question, i) => planQuestion(question, `question ${i + 1}`, skills)) };
}
