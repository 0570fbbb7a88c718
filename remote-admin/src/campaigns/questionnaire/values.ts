import {
  OPEN_TEXT_LIMIT,
  type AdminLabel,
  type AdminQuestion,
  type AdminQuestionnaire,
  type AdminTest,
  type Language,
} from '@skillup/shared/api/contract';

/** What the server names the activity of a campaign's 360 test (a test of kind `feedback360`). */
const FEEDBACK360_ACTIVITY = '360';

/** A campaign has a questionnaire to write only when one of its tests opens its 360. */
export const hasFeedback360 = (tests: readonly Pick<AdminTest, 'activity'>[]) => tests.some((test) => test.activity === FEEDBACK360_ACTIVITY);

export const QUESTION_KINDS = ['closed', 'open', 'linked'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The contract's limits, checked before sending so that a slip is said beside its field. */
export const LIMITS = {
  questions: 200,
  columns: 10,
  answers: 50,
  maxLength: { min: 1, max: OPEN_TEXT_LIMIT },
  minAnswers: { min: 0, max: 50 },
  maxAnswers: { min: 1, max: 50 },
} as const;

let lastKey = 0;
/** Keeps a question (or a column, an answer) the same element of the page while the list moves around it. */
const newKey = () => `q${++lastKey}`;

export interface ItemDraft {
  key: string;
  label: AdminLabel;
}

/**
 * One question as the form holds it: every kind's fields at once, so that changing the kind
 * back and forth loses nothing written; numbers stay as typed until they are sent.
 */
export interface QuestionDraft {
  key: string;
  kind: QuestionKind;
  text: AdminLabel;
  /** '' for no skill. */
  skillId: string;
  maxLength: string;
  minAnswers: string;
  maxAnswers: string;
  columns: ItemDraft[];
  answers: ItemDraft[];
}

export interface QuestionnaireDraft {
  /** The labels of the values 1 to 5, in that order. */
  scale: AdminLabel[];
  questions: QuestionDraft[];
}

export const emptyItem = (): ItemDraft => ({ key: newKey(), label: {} });

export function emptyQuestion(kind: QuestionKind = 'closed'): QuestionDraft {
  return {
    key: newKey(),
    kind,
    text: {},
    skillId: '',
    maxLength: '1000',
    minAnswers: '0',
    maxAnswers: '1',
    columns: [emptyItem()],
    answers: [emptyItem()],
  };
}

const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

/** A new 360 campaign: the scale to fill in and one closed question. */
export const emptyQuestionnaire = (): QuestionnaireDraft => ({ scale: SCALE_VALUES.map(() => ({})), questions: [emptyQuestion()] });

function draftOf(question: AdminQuestion): QuestionDraft {
  const draft = { ...emptyQuestion(question.kind), text: { ...question.text } };
  switch (question.kind) {
    case 'closed':
      return { ...draft, skillId: question.skillId === null ? '' : String(question.skillId) };
    case 'open':
      return { ...draft, maxLength: String(question.maxLength) };
    case 'linked':
      return {
        ...draft,
        minAnswers: String(question.minAnswers),
        maxAnswers: String(question.maxAnswers),
        columns: question.columns.map((column) => ({ key: newKey(), label: { ...column.label } })),
        answers: question.answers.map((answer) => ({ key: newKey(), label: { ...answer.label } })),
      };
  }
}

export function questionnaireDraftOf(questionnaire: AdminQuestionnaire | null): QuestionnaireDraft {
  if (!questionnaire) return emptyQuestionnaire();
  return {
    scale: SCALE_VALUES.map((value) => ({ ...questionnaire.scale.find((step) => step.value === value)?.label })),
    questions: questionnaire.questions.map(draftOf),
  };
}

/**
 * The texts of the campaign's languages as written, trimmed, a blank one left out (the
 * server wants one that says something); a language the campaign no longer offers keeps
 * what it had, so that offering it again finds its texts.
 */
export function labelOf(label: AdminLabel, languages: readonly Language[]): AdminLabel {
  const result: AdminLabel = {};
  for (const [lang, text] of Object.entries(label) as [Language, string | undefined][]) {
    const value = languages.includes(lang) ? text?.trim() : text;
    if (value) result[lang] = value;
  }
  return result;
}

const integer = (value: string) => Number(value.trim());

function questionOf(draft: QuestionDraft, languages: readonly Language[]): AdminQuestion {
  const text = labelOf(draft.text, languages);
  switch (draft.kind) {
    case 'closed':
      return { kind: 'closed', text, skillId: draft.skillId === '' ? null : Number(draft.skillId) };
    case 'open':
      return { kind: 'open', text, maxLength: integer(draft.maxLength) };
    case 'linked':
      return {
        kind: 'linked',
        text,
        minAnswers: integer(draft.minAnswers),
        maxAnswers: integer(draft.maxAnswers),
        columns: draft.columns.map((column) => ({ label: labelOf(column.label, languages) })),
        answers: draft.answers.map((answer) => ({ label: labelOf(answer.label, languages) })),
      };
  }
}

/** The body of the PUT: the whole questionnaire, questions in the order shown. */
export function requestOf(draft: QuestionnaireDraft, languages: readonly Language[]): AdminQuestionnaire {
  return {
    scale: draft.scale.map((label, index) => ({ value: index + 1, label: labelOf(label, languages) })),
    questions: draft.questions.map((question) => questionOf(question, languages)),
  };
}

/** Ids of the form's controls, so that the first one to correct can take the focus. */
export const fieldId = {
  scale: (value: number, lang: Language) => `scale-${value}-${lang}`,
  kind: (key: string) => `${key}-kind`,
  text: (key: string, lang: Language) => `${key}-text-${lang}`,
  skill: (key: string) => `${key}-skill`,
  number: (key: string, field: NumberField) => `${key}-${field}`,
  item: (key: string, itemKey: string, lang: Language) => `${key}-${itemKey}-${lang}`,
};

export type NumberField = 'maxLength' | 'minAnswers' | 'maxAnswers';

/** A number out of the contract's range, by the id of its field. */
export type DraftErrors = Record<string, { min: number; max: number }>;

const NUMBER_FIELDS: Record<QuestionKind, readonly NumberField[]> = {
  closed: [],
  open: ['maxLength'],
  linked: ['minAnswers', 'maxAnswers'],
};

/** The numbers the contract would refuse; texts and the relation between numbers are the server's to judge. */
export function validateDraft(draft: QuestionnaireDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const question of draft.questions) {
    for (const field of NUMBER_FIELDS[question.kind]) {
      const { min, max } = LIMITS[field];
      const raw = question[field].trim();
      const value = Number(raw);
      if (raw === '' || !Number.isInteger(value) || value < min || value > max) errors[fieldId.number(question.key, field)] = { min, max };
    }
  }
  return errors;
}
