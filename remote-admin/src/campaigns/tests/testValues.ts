import {
  LANGUAGES,
  type AdminTest,
  type AdminTestCreateRequest,
  type AdminTestUpdateRequest,
  type AdminText,
  type Language,
} from '@skillup/shared/api/contract';
import type { FieldError, FormErrors } from '../form/validate';

export const TEST_TEXTS = ['name', 'description', 'instructions', 'exitMessage'] as const;
export type TestText = (typeof TEST_TEXTS)[number];

export interface TestFormValues {
  activity: string;
  abbreviation: string;
  /** #rrggbb, or empty for the default colour. */
  color: string;
  /** Minutes, as typed. */
  duration: string;
  texts: Record<Language, Record<TestText, string>>;
  prerequisites: number[];
  repeatable: boolean;
  hasTimer: boolean;
  /** yyyy-mm-dd, calendar campaigns only. */
  startDate: string;
}

/** The contract's limits (AdminTestCreateRequest). */
export const TEST_LIMITS = { abbreviation: 16, text: 20_000, durationMin: 1, durationMax: 1440 } as const;

export const testFieldId = {
  activity: 'test-activity',
  abbreviation: 'test-abbreviation',
  color: 'test-color',
  duration: 'test-duration',
  startDate: 'test-start-date',
  text: (lang: string, field: TestText) => `test-${field}-${lang}`,
};

const noTexts = (): Record<TestText, string> => ({ name: '', description: '', instructions: '', exitMessage: '' });

export function emptyTest(activity = ''): TestFormValues {
  return {
    activity,
    abbreviation: '',
    color: '',
    duration: '',
    texts: { it: noTexts(), en: noTexts(), es: noTexts() },
    prerequisites: [],
    repeatable: false,
    hasTimer: false,
    startDate: '',
  };
}

export function testValuesOf(test: AdminTest): TestFormValues {
  const values = emptyTest(test.activity ?? '');
  for (const lang of LANGUAGES) {
    values.texts[lang] = {
      name: test.name[lang] ?? '',
      description: test.description[lang] ?? '',
      instructions: test.instructions[lang] ?? '',
      exitMessage: test.exitMessage?.[lang] ?? '',
    };
  }
  return {
    ...values,
    abbreviation: test.abbreviation ?? '',
    color: test.color ?? '',
    duration: test.duration === null ? '' : String(test.duration),
    prerequisites: [...test.prerequisites],
    repeatable: test.repeatable,
    hasTimer: test.hasTimer,
    startDate: test.startDate ?? '',
  };
}

/** The languages a test is written in: the campaign's, and any the test already has a text in. */
export function testLanguages(campaignLanguages: readonly Language[], values: TestFormValues): Language[] {
  const written = LANGUAGES.filter((lang) => TEST_TEXTS.some((field) => values.texts[lang][field].trim()));
  const wanted = new Set<Language>([...campaignLanguages, ...written]);
  return wanted.size ? LANGUAGES.filter((lang) => wanted.has(lang)) : [...LANGUAGES];
}

function textOf(values: TestFormValues, field: TestText): AdminText {
  return Object.fromEntries(LANGUAGES.filter((lang) => values.texts[lang][field].trim()).map((lang) => [lang, values.texts[lang][field]]));
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The server's rules for a test: an activity of the catalogue, an abbreviation of letters and
 * digits, a name in at least one language ('No valid Test name'), a #rrggbb colour, 1–1440
 * minutes, a day that exists. Prerequisites are the server's to check: it refuses a cycle.
 */
export function validateTest(values: TestFormValues, activities: readonly string[], calendar: boolean): FormErrors {
  const errors: FormErrors = {};
  const fail = (id: string, error: FieldError) => (errors[id] = error);
  if (!activities.includes(values.activity)) fail(testFieldId.activity, { key: 'activityRequired' });
  const abbreviation = values.abbreviation.trim();
  if (!abbreviation) fail(testFieldId.abbreviation, { key: 'abbreviationRequired' });
  else if (!/^[A-Za-z0-9]+$/.test(abbreviation) || abbreviation.length > TEST_LIMITS.abbreviation) {
    fail(testFieldId.abbreviation, { key: 'abbreviation', values: { max: TEST_LIMITS.abbreviation } });
  }
  if (values.color.trim() && !/^#[0-9A-Fa-f]{6}$/.test(values.color.trim())) fail(testFieldId.color, { key: 'color' });
  const duration = values.duration.trim();
  if (duration && (!/^\d+$/.test(duration) || Number(duration) < TEST_LIMITS.durationMin || Number(duration) > TEST_LIMITS.durationMax)) {
    fail(testFieldId.duration, { key: 'duration', values: { min: TEST_LIMITS.durationMin, max: TEST_LIMITS.durationMax } });
  }
  if (calendar && values.startDate && !isDay(values.startDate)) fail(testFieldId.startDate, { key: 'invalidDate' });
  if (!LANGUAGES.some((lang) => values.texts[lang].name.trim())) fail(testFieldId.text(LANGUAGES[0], 'name'), { key: 'noTestName' });
  for (const lang of LANGUAGES) {
    for (const field of TEST_TEXTS) {
      if (values.texts[lang][field].length > TEST_LIMITS.text)
        fail(testFieldId.text(lang, field), { key: 'tooLong', values: { max: TEST_LIMITS.text } });
    }
  }
  return errors;
}

/** The fields every save sends; the start date only for a calendar campaign, where it means something. */
function commonFields(values: TestFormValues, calendar: boolean) {
  const exitMessage = textOf(values, 'exitMessage');
  return {
    abbreviation: values.abbreviation.trim(),
    name: Object.fromEntries(Object.entries(textOf(values, 'name')).map(([lang, name]) => [lang, name.trim()])),
    description: textOf(values, 'description'),
    instructions: textOf(values, 'instructions'),
    color: values.color.trim() ? values.color.trim() : null,
    duration: values.duration.trim() ? Number(values.duration) : null,
    prerequisites: values.prerequisites,
    repeatable: values.repeatable,
    hasTimer: values.hasTimer,
    exitMessage: Object.keys(exitMessage).length ? exitMessage : null,
    ...(calendar ? { startDate: values.startDate || null } : {}),
  };
}

export function createRequestOf(values: TestFormValues, calendar: boolean): AdminTestCreateRequest {
  return { activity: values.activity, ...commonFields(values, calendar) };
}

/** An activity left as it was is not sent: a test with answers may change anything else. */
export function updateRequestOf(values: TestFormValues, test: AdminTest, calendar: boolean): AdminTestUpdateRequest {
  return { ...(values.activity !== (test.activity ?? '') ? { activity: values.activity } : {}), ...commonFields(values, calendar) };
}
