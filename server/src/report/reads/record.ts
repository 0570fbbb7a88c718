import type { ReportReadKind } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fullName, type AccountRow } from '../../auth/users';
import type { Database } from '../../db/schema';
import { readsDb } from './reads-table';

/** Who reads, as the log keeps it: an account, or an operations tool (which has none). */
export type Reader = { account: AccountRow } | { operations: true };

export interface ReadOf {
  companyId: number;
  campaignId: number;
  personId: number;
}

/**
 * Writes one line per report read (docs/areas/report.md, "Who read whose report"). Called
 * before the report goes out: a read that cannot be recorded is not served.
 */
export async function recordReads(
  db: Kysely<Database>,
  request: FastifyRequest,
  reader: Reader,
  kind: ReportReadKind,
  reads: ReadOf[],
): Promise<void> {
  if (reads.length === 0) return;
  const who =
    'account' in reader ? { reader_id: reader.account.id, reader_name: fullName(reader.account) } : { reader_id: null, reader_name: 'operations' };
  await readsDb(db)
    .insertInto('report_reads')
    .values(
      reads.map((read) => ({
        company_id: read.companyId,
        campaign_id: read.campaignId,
        person_id: read.personId,
        ...who,
        reader_kind: 'account' in reader ? (reader.account.id === read.personId ? 'self' : 'staff') : 'operations',
        kind,
        address: request.ip ?? null,
      })),
    )
    .execute();
}
