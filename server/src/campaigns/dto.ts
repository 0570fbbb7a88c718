import type { UserCampaign, UserCampaignListEntry } from '@skillup/shared/api/contract';
import { pickLocalised } from '@skillup/shared/i18n/label';
import { sanitizeHtml, sanitizeNullableHtml } from '../security/sanitize';
import { enrolmentLanguage, localise } from './localise';
import type { Enrolment } from './enrolments';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toListEntry(enrolment: Enrolment): UserCampaignListEntry {
  return {
    id: enrolment.id,
    theme: enrolment.theme,
    languages: enrolment.languages,
    user: { lang: enrolment.user_lang, accessDate: iso(enrolment.user_access_date) },
  };
}

/** The intro of the calendar theme is HTML; other themes keep structured intros as they are. */
function withSafeIntro(data: Record<string, unknown>): Record<string, unknown> {
  return typeof data.intro === 'string' ? { ...data, intro: sanitizeHtml(data.intro) } : data;
}

/** The campaign as the areas read it, in the language the user works in. */
export function toUserCampaign(enrolment: Enrolment, privacy: boolean): UserCampaign {
  const lang = enrolmentLanguage(enrolment);
  const language = pickLocalised(enrolment.languages, lang);
  return {
    id: enrolment.id,
    companyId: enrolment.company_id,
    lang,
    theme: enrolment.theme,
    state: enrolment.user_state,
    // `state` is the participant's own; the campaign's decides whether anything may still be answered.
    closed: enrolment.state === 'CLOSED',
    reportStatus: enrolment.report_status,
    range360Num: enrolment.range_360_num,
    languages: enrolment.languages,
    data: withSafeIntro(enrolment.data),
    privacy,
    description: sanitizeHtml(language?.description ?? ''),
    onCompleteText: sanitizeNullableHtml(localise(enrolment.on_complete_text, lang)),
    dateStart: iso(enrolment.date_start),
    dateEnd: iso(enrolment.date_end),
    createdOn: enrolment.created_on.toISOString(),
    is360: enrolment.is360,
    self_evaluation: enrolment.self_evaluation,
    logo: enrolment.logo,
    noReportText: sanitizeNullableHtml(localise(enrolment.no_report_text, lang)),
    user: { lang: enrolment.user_lang, accessDate: iso(enrolment.user_access_date) },
  };
}
