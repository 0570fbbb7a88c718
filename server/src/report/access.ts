import { DEFAULT_LANGUAGE } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { isStaff } from '../auth/roles';
import type { AccountRow } from '../auth/users';
import type { CampaignLifecycle, Database, Localised, UserCampaignState } from '../db/schema';
import { ApiError, campaignNotFound, forbidden } from '../http/api-error';
import { canDownload, reportAvailable, type AvailabilityFacts } from './availability';

export const reportNotAvailable = () => new ApiError(403, 'REPORT_NOT_AVAILABLE', 'the report is not available yet');
const userNotFound = () => new ApiError(404, 'USER_NOT_FOUND', 'no such participant in this campaign');

export interface ReportCampaign {
  id: number;
  companyId: number;
  languages: { lang: string; name: string }[];
  noReportText: Localised | null;
  canAssessedDownload: boolean;
  earlyDownload: boolean;
  /** The campaign has a 360, whose part the report may hold. */
  is360: boolean;
  /** Nothing of the campaign changes any more: its 360 part takes its last step. */
  closed: boolean;
}

type CampaignFacts = {
  id: number;
  company_id: number;
  languages: { lang: string; name: string }[];
  no_report_text: Localised | null;
  is360: boolean;
  state: CampaignLifecycle;
  can_assessed_download: boolean | null;
  early: number | null;
};

/** The campaign and what its report depends on, whoever asks. */
function campaignFacts(db: Kysely<Database>) {
  return db
    .selectFrom('campaigns as c')
    .leftJoin('report_configs as rc', 'rc.campaign_id', 'c.id')
    .leftJoin('report_early_download as early', 'early.campaign_id', 'c.id')
    .select([
      'c.id',
      'c.company_id',
      'c.languages',
      'c.no_report_text',
      'c.is360',
      'c.state',
      'rc.can_assessed_download',
      'early.campaign_id as early',
    ]);
}

const toReportCampaign = (row: CampaignFacts): ReportCampaign => ({
  id: row.id,
  companyId: row.company_id,
  languages: row.languages,
  noReportText: row.no_report_text,
  canAssessedDownload: row.can_assessed_download ?? false,
  earlyDownload: row.early !== null,
  is360: row.is360,
  closed: row.state === 'CLOSED',
});

/** The campaign as the caller may see it: enrolled in it, or staff of its company. */
export async function visibleCampaign(db: Kysely<Database>, account: AccountRow, campaignId: number): Promise<ReportCampaign> {
  const row = await campaignFacts(db)
    .leftJoin('user_campaigns as mine', (join) => join.onRef('mine.campaign_id', '=', 'c.id').on('mine.user_id', '=', account.id))
    .where('c.id', '=', campaignId)
    .select('mine.user_id as enrolled')
    .executeTakeFirst();
  if (!row) throw campaignNotFound();
  const staffReader = isStaff(account) && row.company_id === account.company_id;
  // A DRAFT is HR's alone (docs/areas/admin.md, "Lifecycle"): its participants do not know it yet.
  const allowed = staffReader || (row.enrolled !== null && row.state !== 'DRAFT');
  if (!allowed) throw campaignNotFound();
  return toReportCampaign(row);
}

/** The campaigns a person is enrolled in, as their reports see them, with each one's step of its lifecycle. */
export async function enrolledReportCampaigns(db: Kysely<Database>, userId: number): Promise<(ReportCampaign & { lifecycle: CampaignLifecycle })[]> {
  const rows = await campaignFacts(db)
    .innerJoin('user_campaigns as uc', 'uc.campaign_id', 'c.id')
    .where('uc.user_id', '=', userId)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...toReportCampaign(row), lifecycle: row.state }));
}

export interface ReportParticipant {
  id: number;
  firstName: string;
  lastName: string;
  /** The participant's own language in the campaign. */
  lang: string;
  facts: AvailabilityFacts;
}

/** A participant enrolled in the campaign, with what decides whether their report is out. */
export async function findParticipant(db: Kysely<Database>, campaign: ReportCampaign, userId: number): Promise<ReportParticipant | undefined> {
  const row = await db
    .selectFrom('user_campaigns as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .where('uc.campaign_id', '=', campaign.id)
    .where('uc.user_id', '=', userId)
    .where('u.company_id', '=', campaign.companyId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.lang as user_lang', 'uc.lang', 'uc.state'])
    .select((eb) =>
      eb
        .selectFrom('user_tests as ut')
        .innerJoin('tests as t', 't.id', 'ut.test_id')
        .whereRef('ut.user_id', '=', 'uc.user_id')
        .where('t.campaign_id', '=', campaign.id)
        .where('ut.status', '=', 'complete')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('complete_tests'),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    lang: row.lang ?? row.user_lang ?? DEFAULT_LANGUAGE,
    facts: {
      state: row.state as UserCampaignState,
      completeTests: Number(row.complete_tests ?? 0),
      earlyDownload: campaign.earlyDownload,
      canAssessedDownload: campaign.canAssessedDownload,
    },
  };
}

export interface ReportReader {
  campaign: ReportCampaign;
  participant: ReportParticipant;
  /** The language the report is written in: the reader's. */
  lang: string;
}

/**
 * Who may read whose report: a participant their own once it is out (and, to download it,
 * when the config allows), staff any participant of a campaign of their company.
 */
export async function readableReport(
  db: Kysely<Database>,
  account: AccountRow,
  campaignId: number,
  userId: number,
  purpose: 'personal' | 'personalDownload' | 'hr',
): Promise<ReportReader> {
  const campaign = await visibleCampaign(db, account, campaignId);
  const staffReader = isStaff(account) && campaign.companyId === account.company_id;
  if (purpose === 'hr' && !staffReader) throw forbidden('only staff of the company can download reports of others');
  if (!staffReader && userId !== account.id) throw forbidden('you can only read your own report');
  const participant = await findParticipant(db, campaign, userId);
  if (!participant) throw userNotFound();
  if (userId === account.id && !staffReader) {
    const allowed = purpose === 'personalDownload' ? canDownload(participant.facts) : reportAvailable(participant.facts);
    if (!allowed) throw reportNotAvailable();
  }
  const lang = userId === account.id ? participant.lang : (account.lang ?? DEFAULT_LANGUAGE);
  return { campaign, participant, lang };
}
