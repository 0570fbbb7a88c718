import { LANGUAGES } from '@skillup/shared/api/contract';
import { THRESHOLD_GROUPS, isOffered, type CampaignFormValues } from './values';

/** A message of the area's catalogue (under campaigns.form.errors) with its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** Field id → what is wrong with it; the ids are those of the form's controls. */
export type FormErrors = Record<string, FieldError>;

/** The contract's limits (shared/src/api/contract/admin-campaigns.ts). */
export const LIMITS = {
  name: 200,
  text: 20_000,
  privacy: 100_000,
  logo: 2_000,
  thresholdMin: 1,
  thresholdMax: 100,
  retentionMin: 1,
  retentionMax: 36_500,
  /** Reminders: at most so many days before the end checked (the form offers only days the server takes). */
  reminderDays: 5,
} as const;

export const fieldId = {
  text: (lang: string, field: string) => `campaign-${field}-${lang}`,
  dateStart: 'campaign-date-start',
  dateEnd: 'campaign-date-end',
  privacy: 'campaign-privacy',
  logo: 'campaign-logo',
  threshold: (group: string) => `campaign-threshold-${group}`,
  anonymiseAfterDays: 'campaign-anonymise-after-days',
  deleteAfterDays: 'campaign-delete-after-days',
  /** The group of the reminders' days: its checkboxes are invalid together, the first one takes the focus. */
  reminderDays: 'campaign-reminder-days',
};

/** A whole number of days the server takes, or null. */
function daysOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= LIMITS.retentionMin && value <= LIMITS.retentionMax ? value : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The server's rule (server/src/admin/campaigns/rules.ts, checkLogo): an http or https address. */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed) || trimmed.length > LIMITS.logo) return false;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The server's rules, checked before sending so that the form says at once what it would
 * refuse: a name in each language written in (and at least one language), days that exist
 * with the end after the start, an http(s) logo, thresholds 1–100, the contract's lengths, and
 * retention days 1–36500 with the deletion no sooner than the unlinking; and reminders, when on,
 * on 1–5 days (none checked would mean off: the form asks HR to say so).
 */
export function validateCampaign(values: CampaignFormValues): FormErrors {
  const errors: FormErrors = {};
  const offered = LANGUAGES.filter((lang) => isOffered(values.texts[lang]));
  if (offered.length === 0) errors[fieldId.text('it', 'name')] = { key: 'noLanguage' };
  for (const lang of offered) {
    const texts = values.texts[lang];
    if (!texts.name.trim()) errors[fieldId.text(lang, 'name')] = { key: 'nameRequired' };
    else if (texts.name.trim().length > LIMITS.name) errors[fieldId.text(lang, 'name')] = { key: 'tooLong', values: { max: LIMITS.name } };
    for (const field of ['description', 'onComplete', 'noReport'] as const) {
      if (texts[field].length > LIMITS.text) errors[fieldId.text(lang, field)] = { key: 'tooLong', values: { max: LIMITS.text } };
    }
  }
  if (!values.dateStart) errors[fieldId.dateStart] = { key: 'dateRequired' };
  else if (!isDay(values.dateStart)) errors[fieldId.dateStart] = { key: 'invalidDate' };
  if (!values.dateEnd) errors[fieldId.dateEnd] = { key: 'dateRequired' };
  else if (!isDay(values.dateEnd)) errors[fieldId.dateEnd] = { key: 'invalidDate' };
  else if (isDay(values.dateStart) && values.dateEnd <= values.dateStart) errors[fieldId.dateEnd] = { key: 'endBeforeStart' };
  if (values.privacyAgreement.length > LIMITS.privacy) errors[fieldId.privacy] = { key: 'tooLong', values: { max: LIMITS.privacy } };
  if (values.logo.trim() && !isWebAddress(values.logo)) errors[fieldId.logo] = { key: 'invalidLogo' };
  for (const group of THRESHOLD_GROUPS) {
    const text = values.thresholds[group].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < LIMITS.thresholdMin || value > LIMITS.thresholdMax) {
      errors[fieldId.threshold(group)] = { key: 'threshold', values: { min: LIMITS.thresholdMin, max: LIMITS.thresholdMax } };
    }
  }
  const anonymise = daysOf(values.retention.anonymiseAfterDays);
  const remove = daysOf(values.retention.deleteAfterDays);
  const range = { key: 'retentionDays', values: { min: LIMITS.retentionMin, max: LIMITS.retentionMax } };
  if (anonymise === null) errors[fieldId.anonymiseAfterDays] = range;
  if (remove === null) errors[fieldId.deleteAfterDays] = range;
  else if (anonymise !== null && remove < anonymise) errors[fieldId.deleteAfterDays] = { key: 'retentionOrder' };
  if (values.reminders.on) {
    const days = new Set(values.reminders.daysBefore);
    if (days.size === 0) errors[fieldId.reminderDays] = { key: 'reminderNoDay' };
    else if (days.size > LIMITS.reminderDays) errors[fieldId.reminderDays] = { key: 'reminderTooMany', values: { max: LIMITS.reminderDays } };
  }
  return errors;
}
