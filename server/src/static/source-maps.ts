import type { FastifyRequest } from 'fastify';
import { opsTokenCheck } from '../http/ops-token';

/**
 * `chunk.js.map`, and any copy of one (`chunk.js.map.gz`, `.br`, `.deflate`), whether
 * asked for by that name or picked by @fastify/static for the browser's Accept-Encoding.
 */
const SOURCE_MAP = /\.map(\.(gz|br|deflate))?$/i;

export const isSourceMap = (path: string) => SOURCE_MAP.test(path);

/** Answered to operations only: no cache on the way may keep one for whoever asks next. */
export const SOURCE_MAP_CACHE_CONTROL = 'private, no-store';

/**
 * The `allowedPath` of a static folder: the source maps beside the build are kept for
 * operations, who ask with the operations token (docs/security.md). Anyone else is told
 * what a missing file would tell them, so the answer does not reveal that a map exists.
 * @fastify/static applies it to the decoded, normalised path asked for and again to the
 * file it picked, so neither an encoded name nor a compressed copy gets around it.
 */
export function sourceMapGate(opsToken: string) {
  const hasOpsToken = opsTokenCheck(opsToken);
  return (pathName: string, _root: string | undefined, request: FastifyRequest) => !isSourceMap(pathName) || hasOpsToken(request);
}
