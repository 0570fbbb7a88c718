import type { IndividualReport } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../campaigns/localise';
import type { Database } from '../db/schema';
import type { ReportReader } from './access';
import { completionDates, computeReport, type CompletionDates } from './compute';
import { buildFeedback360Part } from './feedback360-report';
import { loadReportData } from './store';

/** What the PDF draws: the report, and when each of the participant's complete tests was completed. */
export interface PdfInput {
  rep: IndividualReport;
  completedAt: CompletionDates;
}

/** The participant's report computed now from what is stored, in the reader's language, with its completion dates. */
export async function buildPdfInput(db: Kysely<Database>, reader: ReportReader): Promise<PdfInput> {
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
  return { rep: feedback360 ? { ...report, feedback360 } : report, completedAt: completionDates(model) };
}

/** The participant's report computed now from what is stored, in the reader's language. */
export async function buildReport(db: Kysely<Database>, reader: ReportReader): Promise<IndividualReport> {
  return (await buildPdfInput(db, reader)).rep;
}
