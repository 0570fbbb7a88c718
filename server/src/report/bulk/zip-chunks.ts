import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A mebibyte: a piece small enough to hold in memory, large enough that a zip is few rows. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * docs/areas/report.md, "Download of all reports": the built zip copied into the database, piece
 * by piece as it is read from the disk, in the caller's transaction (the one that marks the job
 * done), so that a done job always has its whole zip.
 */
export async function storeZip(trx: Kysely<Database>, jobId: number, path: string): Promise<void> {
  let seq = 0;
  for await (const piece of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    await sql`insert into report_bulk_chunks (job_id, seq, data) values (${jobId}, ${seq}, ${piece as Buffer})`.execute(trx);
    seq += 1;
  }
}

/** The size of a stored zip, or null when it has none (expired, or built before zips were kept here). */
export async function storedZipSize(db: Kysely<Database>, jobId: number): Promise<number | null> {
  const { rows } = await sql<{ pieces: number; size: string }>`
    select count(*)::int as pieces, coalesce(sum(octet_length(data)), 0)::text as size
    from report_bulk_chunks where job_id = ${jobId}`.execute(db);
  const [row] = rows;
  return row && row.pieces > 0 ? Number(row.size) : null;
}

/** The stored zip as a stream, one piece read at a time: a zip of a thousand reports is never held in memory. */
export function storedZip(db: Kysely<Database>, jobId: number): Readable {
  async function* pieces() {
    for (let seq = 0; ; seq += 1) {
      const { rows } = await sql<{ data: Uint8Array }>`select data from report_bulk_chunks where job_id = ${jobId} and seq = ${seq}`.execute(db);
      const [row] = rows;
      if (!row) return;
      yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    }
  }
  return Readable.from(pieces());
}

/** Removes the stored zips of these jobs. */
export async function dropStoredZips(db: Kysely<Database>, jobIds: number[]): Promise<void> {
  if (jobIds.length === 0) return;
  await sql`delete from report_bulk_chunks where job_id in (${sql.join(jobIds)})`.execute(db);
}
