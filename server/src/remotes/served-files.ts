import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { checkedFiles, sri } from './integrity';
import { versionDir } from './store';

const decompress = { '.br': promisify(brotliDecompress), '.gz': promisify(gunzip) };

/** What a published version's files must hash to, and which of them the browser checks itself. */
interface VersionRecord {
  files: { [path: string]: string };
  checkedInBrowser: Set<string>;
}

/** Answered like a file that is not there: the log, not the answer, says why. */
const notServed = (request: FastifyRequest, address: string) => new ApiError(404, 'NOT_FOUND', `${request.method} ${address} not found`);

/**
 * The guard in front of the remote store (docs/remotes.md, "Files checked before they run"):
 * a file of a published version, and the brotli or gzip copy that may be sent in its place,
 * is served only while it hashes to the SHA-384 recorded at publish. The manifest and the
 * entry are left to the browser, which checks them against the integrity the remote map
 * carries, unless asked for by that integrity, to be kept for good: then they are checked
 * here too, so an altered one is never kept; the chunks the entry loads are always checked
 * here, so an altered one is never sent. Each
 * file is hashed once while its size and time stay the same; records are kept once found,
 * since a published version never changes.
 */
export function publishedFileGuard(db: Kysely<Database>, storeDir: string, log: FastifyBaseLogger) {
  const records = new Map<string, VersionRecord>();
  const verified = new Map<string, boolean>();

  async function recordOf(remote: string, version: string): Promise<VersionRecord | null> {
    const key = `${remote}@${version}`;
    const known = records.get(key);
    if (known) return known;
    const row = await db
      .selectFrom('remote_versions')
      .select(['file_integrity', 'entry'])
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row?.file_integrity) return null;
    const record = { files: row.file_integrity, checkedInBrowser: new Set(Object.keys(checkedFiles(row))) };
    records.set(key, record);
    return record;
  }

  /** Whether the file, or the copy that decompresses to it, hashes to `expected`; null when there is no such file. */
  async function matches(file: string, expected: string, copy?: '.br' | '.gz'): Promise<boolean | null> {
    const found = await stat(copy ? `${file}${copy}` : file).catch(() => null);
    if (!found?.isFile()) return null;
    const key = `${file}${copy ?? ''}:${found.size}:${found.mtimeMs}`;
    let ok = verified.get(key);
    if (ok === undefined) {
      const bytes = await readFile(copy ? `${file}${copy}` : file);
      ok = sri(copy ? await decompress[copy](bytes).catch(() => Buffer.alloc(0)) : bytes) === expected;
      verified.set(key, ok);
    }
    return ok;
  }

  return async (request: FastifyRequest): Promise<void> => {
    const [address = '', query = ''] = request.url.split('?');
    let segments: string[];
    try {
      segments = decodeURI(address).split('/');
    } catch {
      return; // Not an address of a file: the static files answer it.
    }
    const [, , remote, version, ...rest] = segments;
    const path = rest.join('/');
    if (!remote || !version || !path) return;
    const record = await recordOf(remote, version);
    const expected = record?.files[path];
    if (!record || expected === undefined) throw notServed(request, address);
    const asksForRecord = new URLSearchParams(query).get('integrity') === expected;
    if (record.checkedInBrowser.has(path) && !asksForRecord) return;
    const file = join(versionDir(storeDir, remote, version), path);
    for (const copy of [undefined, '.br', '.gz'] as const) {
      if ((await matches(file, expected, copy)) === false) {
        log.error({ remote, version, path: `${path}${copy ?? ''}` }, 'a published remote file differs from its record: not served');
        throw notServed(request, address);
      }
    }
    if (asksForRecord) sentAsRecorded.add(request);
  };
}

const sentAsRecorded = new WeakSet<FastifyRequest>();

/**
 * Whether the request asked for a file by the integrity recorded for it (`?integrity=`, as the
 * host asks for a version's manifest and entry) and the file was found to match: what is sent
 * at that address can never change, so the browser may keep it for good.
 */
export const isSentAsRecorded = (request: FastifyRequest) => sentAsRecorded.has(request);
