import type { AdminCampaign, AdminReportSettings, AdminTest, AdminText } from '@skillup/shared/api/contract';
import type { CampaignRow, Localised, TestRow } from '../../db/schema';
import { isoOrNull } from '../iso';
import { activityOf } from './catalogue';

/** Stored texts may hold languages the console does not edit; it shows it, en and es. */
export function toAdminText(text: Localised | null): AdminText {
  const shown: AdminText = {};
  if (text?.it !== undefined) shown.it = text.it;
  if (text?.en !== undefined) shown.en = text.en;
  if (text?.es !== undefined) shown.es = text.es;
  return shown;
}

export function toAdminCampaign(row: CampaignRow, report: AdminReportSettings, participants: number): AdminCampaign {
  return {
    id: row.id,
    companyId: row.company_id,
    state: row.state,
    reportsReleased: row.reports_released_at !== null,
    reportsReleasedAt: isoOrNull(row.reports_released_at),
    createdOn: row.created_on.toISOString(),
    languages: row.languages.filter((language): language is AdminCampaign['languages'][number] => ['it', 'en', 'es'].includes(language.lang)),
    theme: row.theme,
    dateStart: isoOrNull(row.date_start),
    dateEnd: isoOrNull(row.date_end),
    privacyAgreement: row.privacy_agreement,
    onCompleteText: toAdminText(row.on_complete_text),
    noReportText: toAdminText(row.no_report_text),
    logo: row.logo,
    is360: row.is360,
    selfEvaluation: row.self_evaluation,
    report,
    participants,
    retention: { anonymiseAfterDays: row.anonymise_after_days, deleteAfterDays: row.delete_after_days },
    reminders: { daysBefore: row.reminder_days },
    closedAt: isoOrNull(row.closed_at),
    anonymisedAt: isoOrNull(row.anonymised_at),
  };
}

export function toAdminTest(row: TestRow, answered: boolean): AdminTest {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    activity: activityOf(row),
    url: row.url,
    position: row.position,
    abbreviation: row.abbreviation,
    color: row.color,
    duration: row.duration,
    name: toAdminText(row.name),
    description: toAdminText(row.description),
    instructions: toAdminText(row.instructions),
    prerequisites: row.prerequisites,
    repeatable: row.repeatable,
    hasTimer: row.has_timer,
    exitMessage: row.exit_message === null ? null : toAdminText(row.exit_message),
    startDate: row.start_date,
    answered,
  };
}
