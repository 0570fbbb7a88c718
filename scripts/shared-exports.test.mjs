// `node --test scripts/`: the shared-exports check on a small tree of its own, where one
// export has two consumers, one has one, one has none and one is kept by reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lonelyExports } from './shared-exports.mjs';

const root = mkdtempSync(join(tmpdir(), 'shared-exports-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

write('package.json', JSON.stringify({ workspaces: ['shared', 'host', 'remote-a', 'e2e'] }));
write('shared/package.json', JSON.stringify({ exports: { '.': './src/index.ts', './api/contract': './src/api/contract/index.ts' } }));
write('shared/src/api/contract/index.ts', 'export const API_BASE = "/api";\n');
write(
  'shared/src/index.ts',
  [
    'export { API_BASE } from "./api/contract";',
    'export const both = 1;',
    'export const hostOnly = 2;',
    'export const nobody = 3;',
    'export const kept = 4;',
    'export type Shape = { size: number };',
  ].join('\n'),
);
write('host/src/main.ts', 'import { both, hostOnly, kept, API_BASE } from "@skillup/shared";\nexport const x = [both, hostOnly, kept, API_BASE];\n');
write('remote-a/src/App.ts', 'import { both, type Shape } from "@skillup/shared";\nexport const y: Shape = { size: both };\n');
write('e2e/tests/a.spec.ts', 'import { hostOnly, nobody } from "@skillup/shared";\nexport const z = [hostOnly, nobody];\n');

test('fails an export with one consuming deployable or none, and nothing else', () => {
  const lonely = lonelyExports(root, new Map([['. kept', 'kept for the test']]));
  assert.deepEqual(lonely.map(({ name, consumers }) => `${name}: ${consumers.join(',') || 'none'}`).sort(), [
    'Shape: remote-a',
    'hostOnly: host',
    'nobody: none',
  ]);
});

test('the keep-list is what lets a single-consumer export through', () => {
  const names = lonelyExports(root, new Map()).map(({ name }) => name);
  assert.ok(names.includes('kept'));
  assert.ok(!names.includes('both'));
  assert.ok(!names.includes('API_BASE'), 'the API contract is shared by definition');
});

test('the command exits non-zero and names the export', () => {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./shared-exports.mjs', import.meta.url)), root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /\. hostOnly: only host/);
  assert.match(run.stderr, /\. nobody: no consumer/);
});
