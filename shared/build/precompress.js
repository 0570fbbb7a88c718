// @ts-check
/**
 * Brotli and gzip copies of the static files a build writes (`main.js` → `main.js.br`,
 * `main.js.gz`), made once at build time at the strongest settings; the server sends the one
 * the browser accepts (docs/performance.md). The server makes the same copies of a remote's
 * files when it is published.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;

/**
 * Writes the copies of one file; a copy that would not be smaller is not written, so the
 * file goes as it is.
 * @param {string} file
 */
function precompressFile(file) {
  if (!COMPRESSIBLE.test(file)) return;
  const bytes = fs.readFileSync(file);
  const copies = [
    [
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ],
    [`${file}.gz`, zlib.gzipSync(bytes, { level: 9 })],
  ];
  for (const [target, copy] of copies) {
    if (copy.length < bytes.length) fs.writeFileSync(target, copy);
    else fs.rmSync(target, { force: true });
  }
}

/**
 * Every compressible file under a folder.
 * @param {string} dir
 */
function precompressDir(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) precompressDir(full);
    else if (entry.isFile()) precompressFile(full);
  }
}

/** The webpack side: once the files are written, their copies beside them. */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) precompressDir(outputPath);
    });
  }
}

module.exports = { precompressDir, precompressFile, PrecompressPlugin };
