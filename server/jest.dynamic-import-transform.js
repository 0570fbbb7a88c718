/**
 * PGlite and @fastify/cookie load some modules with a literal `import("name")`, which
 * Jest's module sandbox only runs under --experimental-vm-modules. Each such call becomes
 * a `require` behind a promise, resolved the same way; `createRequire` hands back the
 * file's own require, which reaches the same built-ins.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const DYNAMIC_IMPORT = /\bimport\((["'][^"']+["'])\)/g;
const SELF = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey(source) {
    return createHash('sha256').update(SELF).update(source).digest('hex');
  },
  process(source) {
    const code = source.replace(DYNAMIC_IMPORT, (_, specifier) =>
      /^["']node:module["']$/.test(specifier)
        ? 'Promise.resolve({ createRequire: () => __cjsRequire })'
        : `Promise.resolve().then(() => __cjsRequire(${specifier}))`,
    );
    // PGlite declares a `require` of its own further down, hence the alias.
    return { code: `const __cjsRequire = require;${code}` };
  },
};
