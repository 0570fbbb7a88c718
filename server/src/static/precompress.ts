import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text formats the product serves as files: each gets a `.br` and a `.gz` beside it. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;
const COPY = /\.(br|gz)$/i;
/**
 * Brotli's strongest level costs about a second per megabyte. Files above this size are the
 * remotes' own copies of the shared libraries, fetched only when the host cannot provide
 * them: one level lower is ten times faster and a few percent larger.
 */
const LARGE_BYTES = 256 * 1024;

export interface CompressedCopy {
  path: string;
  bytes: Buffer;
}

/**
 * The brotli and gzip copies of one static file, at strong settings: they are made
 * once (at publish) and sent many times, and @fastify/static picks the one the browser
 * accepts. A copy that would not be smaller is left out, so the file goes as it is.
 */
export async function compressedCopies(path: string, bytes: Buffer): Promise<CompressedCopy[]> {
  if (!COMPRESSIBLE.test(path)) return [];
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length > LARGE_BYTES ? 9 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return [
    { path: `${path}.br`, bytes: br },
    { path: `${path}.gz`, bytes: gz },
  ].filter((copy) => copy.bytes.length < bytes.length);
}

/** `x.js.br`: a copy the server makes itself; uploaded, it could differ from `x.js`. */
export const isCompressedCopy = (path: string) => COPY.test(path) && COMPRESSIBLE.test(path.replace(COPY, ''));
