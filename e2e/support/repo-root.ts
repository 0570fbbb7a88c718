import { resolve } from 'node:path';

/**
 * The repository's folder. scripts/app-server.mjs names it too, but a spec may only load that
 * ES module with `await import()`: a static import of it is compiled to CommonJS by the test
 * runner, which Node then refuses to run as the ES module its extension says it is (listing
 * the tests failed so).
 */
export const repoRoot = resolve(__dirname, '../..');
