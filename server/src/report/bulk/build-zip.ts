import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { IndividualReport } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import { PRIVATE_FILE_MODE } from '../../config/private-dir';
import type { Database } from '../../db/schema';
import { findParticipant, type ReportCampaign } from '../access';
import type { CompletionDates } from '../compute';
import { buildPdfInput } from '../report';
import { reportFileName } from '../send-pdf';

export interface ZipPlan {
  campaign: ReportCampaign;
  participantIds: number[];
  lang: string;
  path: string;
}

export interface ZipHooks {
  /** Draws one report's PDF. */
  render(rep: IndividualReport, completedAt: CompletionDates): Promise<Buffer>;
  /** After each report; a rejected promise stops the build. */
  progress(done: number, total: number): Promise<void>;
  /** Asked between reports: true stops the build and leaves no file. */
  stopping(): boolean;
}

export class BuildStopped extends Error {}

/**
 * Every participant's report, one PDF after the other, into a zip written to `path`. The
 * event loop gets a turn between reports so requests keep being answered while it runs.
 * PDFs are compressed already: they are stored, not deflated again. Answers whose reports
 * the zip holds: downloading it is a read of each.
 */
export async function buildReportsZip(db: Kysely<Database>, plan: ZipPlan, hooks: ZipHooks): Promise<number[]> {
  const included: number[] = [];
  const zip = new ZipFile();
  // A mode applies to a new file only: one left by an earlier run keeps its own.
  await rm(plan.path, { force: true });
  const out = createWriteStream(plan.path, { mode: PRIVATE_FILE_MODE });
  zip.outputStream.pipe(out);
  const written = finished(out);
  try {
    const total = plan.participantIds.length;
    await hooks.progress(0, total);
    const names = new Set<string>();
    for (const [index, userId] of plan.participantIds.entries()) {
      if (hooks.stopping()) throw new BuildStopped();
      const participant = await findParticipant(db, plan.campaign, userId);
      if (participant) {
        const reader = { campaign: plan.campaign, participant, lang: plan.lang };
        const { rep, completedAt } = await buildPdfInput(db, reader);
        const pdf = await hooks.render(rep, completedAt);
        let name = reportFileName(reader);
        // Two people of the same name: the second gets their id beside it.
        if (names.has(name)) name = name.replace(/\.pdf$/, `-${participant.id}.pdf`);
        names.add(name);
        zip.addBuffer(pdf, name, { compress: false });
        included.push(participant.id);
      }
      await hooks.progress(index + 1, total);
      await nextTurn();
    }
    zip.end();
    await written;
    return included;
  } catch (err) {
    out.destroy();
    await written.catch(() => undefined);
    await rm(plan.path, { force: true });
    throw err;
  }
}
