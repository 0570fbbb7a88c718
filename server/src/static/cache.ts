import { basename } from 'node:path';
import { isSourceMap, SOURCE_MAP_CACHE_CONTROL } from './source-maps';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time: a 304 against its ETag costs a round trip and no body. */
export const REVALIDATE = 'no-cache';

/** webpack names chunks `[name].[contenthash:8].js`: a new build is a new name. */
const HASHED = /\.[0-9a-f]{8,}\.(js|mjs|css|woff2?|png|jpe?g|svg|webp)$/;
/** The host's index.html names its entry `main.js?<build hash>` (docs/performance.md). */
const BUILD_HASH_QUERY = /^[0-9a-f]{16,}$/;
/** The brotli or gzip copy sent in place of a file is cached as that file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** How long a browser may keep a file of the host, from the file sent and the query it was asked with. */
export function hostCacheControl(filePath: string, query = ''): string {
  if (isSourceMap(filePath)) return SOURCE_MAP_CACHE_CONTROL;
  const name = basename(filePath).replace(COMPRESSED_COPY, '');
  return HASHED.test(name) || (name.endsWith('.js') && BUILD_HASH_QUERY.test(query)) ? IMMUTABLE : REVALIDATE;
}

/**
 * A remote's hashed chunks are kept for good, and so is its manifest or entry asked for by the
 * integrity recorded for it (`sentAsRecorded`): the address changes with the record. Asked for
 * by name alone, they are asked again each time, so a browser never holds on to a file the
 * registry no longer vouches for (docs/remotes.md, "Files checked before they run").
 */
export function remoteCacheControl(filePath: string, sentAsRecorded = false): string {
  if (isSourceMap(filePath)) return SOURCE_MAP_CACHE_CONTROL;
  return sentAsRecorded || HASHED.test(basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE : REVALIDATE;
}
