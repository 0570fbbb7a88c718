import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enrolledReportCampaigns, findParticipant } from '../../report/access';
import { canDownload } from '../../report/availability';
import { renderReportPdf } from '../../report/pdf';
import type { ReadOf } from '../../report/reads/record';
import { buildPdfInput } from '../../report/report';
import { reportFileName } from '../../report/send-pdf';

/**
 * Whose eyes the reports are drawn for: the person themselves gets the ones they may download
 * (docs/areas/report.md), in their own language; HR every one, as the HR download draws it, in
 * the language of the reader (none for operations: the person's own).
 */
export type ReportsFor = { kind: 'self' } | { kind: 'hr'; lang: string | null };

export interface ExportReport {
  fileName: string;
  pdf: Buffer;
  read: ReadOf;
}

/** One PDF per campaign of the person whose report the reader may have, drawn now from what is stored. */
export async function exportReports(db: Kysely<Database>, userId: number, readsFor: ReportsFor): Promise<ExportReport[]> {
  const reports: ExportReport[] = [];
  for (const campaign of await enrolledReportCampaigns(db, userId)) {
    if (readsFor.kind === 'self' && campaign.lifecycle === 'DRAFT') continue;
    const participant = await findParticipant(db, campaign, userId);
    if (!participant) continue;
    if (readsFor.kind === 'self' && !canDownload(participant.facts)) continue;
    const reader = { campaign, participant, lang: (readsFor.kind === 'hr' ? readsFor.lang : null) ?? participant.lang };
    const { rep, completedAt } = await buildPdfInput(db, reader);
    reports.push({
      fileName: reportFileName(reader),
      pdf: await renderReportPdf(rep, completedAt),
      read: { companyId: campaign.companyId, campaignId: campaign.id, personId: participant.id },
    });
  }
  return reports;
}
