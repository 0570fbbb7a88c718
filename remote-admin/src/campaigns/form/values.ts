import {
  DEFAULT_REMINDERS,
  DEFAULT_RETENTION,
  LANGUAGES,
  type AdminCampaign,
  type AdminCampaignCreateRequest,
  type AdminText,
  type Language,
  type Theme,
} from '@skillup/shared/api/contract';

/** The anonymity threshold of each rater group of the 360 report. */
export const THRESHOLD_GROUPS = ['peers', 'directReports', 'others'] as const;
export type ThresholdGroup = (typeof THRESHOLD_GROUPS)[number];

/** The days before the end the form offers for reminders; 0 is the campaign's last day. */
export const REMINDER_CHOICES: readonly number[] = [14, 7, 3, 2, 1, 0];

/** The days to offer: the usual ones and any other the campaign has, the earliest reminder first. */
export function reminderChoices(saved: readonly number[]): number[] {
  return [...new Set([...REMINDER_CHOICES, ...saved])].sort((a, b) => b - a);
}

/** What HR writes for one language; the campaign is offered in the languages that have a name. */
export interface LanguageTexts {
  name: string;
  description: string;
  onComplete: string;
  noReport: string;
}

/** The campaign form as typed: every field a string or a flag, converted on submit. */
export interface CampaignFormValues {
  texts: Record<Language, LanguageTexts>;
  theme: Theme;
  /** yyyy-mm-dd, as a date input gives it; empty until chosen. */
  dateStart: string;
  dateEnd: string;
  privacyAgreement: string;
  logo: string;
  is360: boolean;
  selfEvaluation: boolean;
  canAssessedDownload: boolean;
  earlyDownload: boolean;
  thresholds: Record<ThresholdGroup, string>;
  /** docs/security.md, "Retention": days after the close, as typed. */
  retention: { anonymiseAfterDays: string; deleteAfterDays: string };
  /**
   * docs/jobs.md, "Reminder schedule": whether reminders go, and the days before the end
   * checked; they stay checked while reminders are off, for when they are turned on again.
   */
  reminders: { on: boolean; daysBefore: number[] };
}

const noTexts = (): LanguageTexts => ({ name: '', description: '', onComplete: '', noReport: '' });

/** The report's own defaults (the 360 part pools a group of fewer than 3 raters). */
export function emptyCampaign(): CampaignFormValues {
  return {
    texts: { it: noTexts(), en: noTexts(), es: noTexts() },
    theme: 'skillup',
    dateStart: '',
    dateEnd: '',
    privacyAgreement: '',
    logo: '',
    is360: false,
    selfEvaluation: false,
    canAssessedDownload: false,
    earlyDownload: false,
    thresholds: { peers: '3', directReports: '3', others: '3' },
    retention: {
      anonymiseAfterDays: String(DEFAULT_RETENTION.anonymiseAfterDays),
      deleteAfterDays: String(DEFAULT_RETENTION.deleteAfterDays),
    },
    reminders: { on: true, daysBefore: [...DEFAULT_REMINDERS.daysBefore] },
  };
}

/** The day of an instant the API answers, as a date input shows it (the API's days are midnight UTC). */
export function dayOf(instant: string | null): string {
  if (!instant) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(instant)) return instant;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

export function valuesOf(campaign: AdminCampaign): CampaignFormValues {
  const values = emptyCampaign();
  for (const lang of LANGUAGES) {
    const offered = campaign.languages.find((language) => language.lang === lang);
    values.texts[lang] = {
      name: offered?.name ?? '',
      description: offered?.description ?? '',
      onComplete: campaign.onCompleteText[lang] ?? '',
      noReport: campaign.noReportText[lang] ?? '',
    };
  }
  return {
    ...values,
    theme: campaign.theme,
    dateStart: dayOf(campaign.dateStart),
    dateEnd: dayOf(campaign.dateEnd),
    privacyAgreement: campaign.privacyAgreement ?? '',
    logo: campaign.logo ?? '',
    is360: campaign.is360,
    selfEvaluation: campaign.selfEvaluation,
    canAssessedDownload: campaign.report.canAssessedDownload,
    earlyDownload: campaign.report.earlyDownload,
    thresholds: {
      peers: String(campaign.report.thresholds.peers),
      directReports: String(campaign.report.thresholds.directReports),
      others: String(campaign.report.thresholds.others),
    },
    retention: {
      anonymiseAfterDays: String(campaign.retention.anonymiseAfterDays),
      deleteAfterDays: String(campaign.retention.deleteAfterDays),
    },
    // A campaign without reminders offers the usual days checked, should HR turn them on.
    reminders:
      campaign.reminders.daysBefore.length > 0
        ? { on: true, daysBefore: [...campaign.reminders.daysBefore] }
        : { on: false, daysBefore: [...DEFAULT_REMINDERS.daysBefore] },
  };
}

const filled = (text: string) => text.trim() !== '';

/** A language is offered once HR writes anything in it; validation then asks for its name. */
export const isOffered = (texts: LanguageTexts) => Object.values(texts).some(filled);

export const offeredLanguages = (values: CampaignFormValues): Language[] => LANGUAGES.filter((lang) => isOffered(values.texts[lang]));

function textOf(values: CampaignFormValues, field: 'onComplete' | 'noReport'): AdminText {
  return Object.fromEntries(LANGUAGES.filter((lang) => filled(values.texts[lang][field])).map((lang) => [lang, values.texts[lang][field]]));
}

/** The request of a valid form: the same whole campaign creates it or replaces what PATCH changes. */
export function requestOf(values: CampaignFormValues): AdminCampaignCreateRequest {
  return {
    languages: offeredLanguages(values).map((lang) => ({ lang, name: values.texts[lang].name.trim(), description: values.texts[lang].description })),
    theme: values.theme,
    dateStart: values.dateStart,
    dateEnd: values.dateEnd,
    privacyAgreement: filled(values.privacyAgreement) ? values.privacyAgreement : null,
    onCompleteText: textOf(values, 'onComplete'),
    noReportText: textOf(values, 'noReport'),
    logo: filled(values.logo) ? values.logo.trim() : null,
    is360: values.is360,
    selfEvaluation: values.selfEvaluation,
    report: {
      canAssessedDownload: values.canAssessedDownload,
      earlyDownload: values.earlyDownload,
      thresholds: {
        peers: Number(values.thresholds.peers),
        directReports: Number(values.thresholds.directReports),
        others: Number(values.thresholds.others),
      },
    },
    retention: {
      anonymiseAfterDays: Number(values.retention.anonymiseAfterDays),
      deleteAfterDays: Number(values.retention.deleteAfterDays),
    },
    // Off is no day at all; the days go earliest first, as the contract's default has them.
    reminders: { daysBefore: values.reminders.on ? [...values.reminders.daysBefore].sort((a, b) => b - a) : [] },
  };
}
