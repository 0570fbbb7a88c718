import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { collectAssessments } from './collect-assessments';
import { collectCampaigns, collectCampaignStores, collectTests } from './collect-campaigns';
import { collectFeedback360 } from './collect-feedback360';
import { collectMails } from './collect-mails';
import { collectNominations } from './collect-nominations';
import { collectProfile } from './collect-profile';
import { collectReads } from './collect-reads';
import type { ExportScope } from './export-scope';

/**
 * Everything the product holds about one person, as data.json of their export (docs/security.md,
 * "A person's data on request: export"): never a password hash, a token, or another person's
 * data beyond the names of those who read their reports.
 */
export async function collectData(db: Kysely<Database>, scope: ExportScope, now = new Date()) {
  const { profile, sessions, passwordResetRequests, browserLogLines } = await collectProfile(db, scope);
  return {
    exportedAt: now.toISOString(),
    profile,
    sessions,
    passwordResetRequests,
    browserLogLines,
    campaigns: await collectCampaigns(db, scope),
    ...(await collectTests(db, scope)),
    ...(await collectCampaignStores(db, scope)),
    assessments: await collectAssessments(db, scope),
    feedback360: await collectFeedback360(db, scope),
    nominations360: await collectNominations(db, scope),
    reportReadsByOthers: await collectReads(db, scope),
    campaignMails: await collectMails(db, scope),
  };
}

export type ExportData = Awaited<ReturnType<typeof collectData>>;
