import { DEFAULT_LANGUAGE } from '@skillup/shared/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordReads, type Reader } from '../../report/reads/record';
import { buildExportZip } from './build-export-zip';
import { collectData } from './collect-data';
import { exportReports, type ReportsFor } from './export-reports';

export interface ExportRequest {
  userId: number;
  /** The person's own language, for names and labels in data.json. */
  personLang: string | null;
  reader: Reader;
  reportsFor: ReportsFor;
}

export const exportFileName = (userId: number) => `skillup-data-${userId}.zip`;

/**
 * Collects the person's data and reports, records each report as read by the caller, then
 * streams the zip (docs/security.md, "A person's data on request: export"). A read that
 * cannot be recorded is not served: nothing goes out before the log holds it.
 */
export async function sendExport(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, what: ExportRequest): Promise<FastifyReply> {
  const scope = { userId: what.userId, lang: what.personLang ?? DEFAULT_LANGUAGE, withDrafts: what.reportsFor.kind === 'hr' };
  const data = await collectData(db, scope);
  const reports = await exportReports(db, what.userId, what.reportsFor);
  await recordReads(
    db,
    request,
    what.reader,
    'export',
    reports.map((report) => report.read),
  );
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exportFileName(what.userId)}"`)
    .header('cache-control', 'private, no-store')
    .send(buildExportZip(data, reports));
}
