import type { IndividualReport } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../campaigns/localise';
import type { Database } from '../db/schema';
import type { ReportReader } from './access';
import { computeReport } from './compute';
import { buildFeedback360Part } from './feedback360-report';
import { loadReportData } from './store';

/** The participant's report computed now from what is stored, in the reader's language. */
export async function buildReport(db: Kysely<Database>, reader: ReportReader): Promise<IndividualReport> {
  const { campaign, participant, lang } = reader;
  const { model, results } = await loadReportData(db, campaign.id, participant.id);
  const names = Object.fromEntries(campaign.languages.map((l) => [l.lang, l.name]));
  const report = computeReport(model, results, {
    lang,
    campaignId: campaign.id,
    campaignName: localise(names, lang) ?? '',
    user: { id: participant.id, firstName: participant.firstName, lastName: participant.lastName },
  });
  const feedback360 = await buildFeedback360Part(db, campaign, participant.id, lang);
  return feedback360 ? { ...report, feedback360 } : report;
}
