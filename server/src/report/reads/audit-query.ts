import type { AuditRead } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { campaignName } from './campaign-name';
import type { Database } from '../../db/schema';
import { readsDb } from './reads-table';

export interface AuditFilter {
  /** Undefined for operations reading every company. */
  companyId: number | undefined;
  personId?: number;
  campaignId?: number;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = readsDb(db).selectFrom('report_reads as r');
  if (filter.companyId !== undefined) query = query.where('r.company_id', '=', filter.companyId);
  if (filter.personId !== undefined) query = query.where('r.person_id', '=', filter.personId);
  if (filter.campaignId !== undefined) query = query.where('r.campaign_id', '=', filter.campaignId);
  return query;
}

export async function countAudit(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AuditSlice {
  limit: number;
  offset?: number;
  /** Lines older than this one: a file read in chunks is not shifted by reads made meanwhile. */
  beforeId?: number;
}

/** A page of the log, newest first (ids grow with time). */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter, lang: string, slice: AuditSlice): Promise<AuditRead[]> {
  let query = filtered(db, filter);
  if (slice.beforeId !== undefined) query = query.where('r.id', '<', slice.beforeId);
  const rows = await query
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .innerJoin('users as p', 'p.id', 'r.person_id')
    .select([
      'r.id',
      'r.read_at',
      'r.kind',
      'r.campaign_id',
      'c.languages as campaign_languages',
      'r.person_id',
      'p.first_name',
      'p.last_name',
      'p.email',
      'r.reader_id',
      'r.reader_kind',
      'r.reader_name',
      'r.address',
    ])
    .orderBy('r.id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset ?? 0)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    readAt: new Date(r.read_at).toISOString(),
    kind: r.kind,
    campaign: { id: r.campaign_id, name: campaignName(r.campaign_languages, lang) },
    person: { id: r.person_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
    reader: { id: r.reader_id, kind: r.reader_kind, name: r.reader_name },
    address: r.address,
  }));
}
