import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { SEEDED_PGLITE_ENV } from './databases';

/** Jest's global teardown of the server suites: the dump seeded-pglite.setup.ts made goes. */
export default function removeSeededPglite(): void {
  const file = process.env[SEEDED_PGLITE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
