// `node --test scripts/`: the API report of @skillup/shared. The version rules on small
// bodies, the report of a tiny package of its own, and the repository's committed report.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildReportBody, checkReport, decideUpdate, formatReport, parseReport, publicEntries } from './shared-api-report.mjs';

const script = fileURLToPath(new URL('./shared-api-report.mjs', import.meta.url));
const repoShared = fileURLToPath(new URL('../shared/', import.meta.url));

const BODY = [
  '// file: src/index.ts',
  "export { a, type B } from './a';",
  'export interface Shape {',
  '    size: number;',
  '}',
  'export interface Other {',
  '    size: number;',
  '}',
  '',
].join('\n');
const committed = formatReport('1.2.3', BODY);

describe('the version rules', () => {
  test('an unchanged body is accepted and keeps the report as it is', () => {
    const decision = decideUpdate(committed, BODY, '1.2.3');
    assert.equal(decision.ok, true);
    assert.equal(decision.text, committed);
    assert.equal(checkReport(committed, BODY, '1.2.3'), null);
  });

  test('an unchanged body with a new version only rewrites the version line', () => {
    const decision = decideUpdate(committed, BODY, '1.2.4');
    assert.equal(decision.ok, true);
    assert.equal(decision.text, formatReport('1.2.4', BODY));
  });

  const added = BODY.replace('    size: number;\n}\nexport interface Other', '    size: number;\n    colour?: string;\n}\nexport interface Other');

  test('an added line with the same version is refused, asking for a bump', () => {
    const decision = decideUpdate(committed, added, '1.2.3');
    assert.equal(decision.ok, false);
    assert.match(decision.message, /shared's public API changed: bump shared\/package\.json's version/);
    assert.match(decision.message, /\+ export interface Shape \{ › colour\?: string;/);
  });

  test('an added line with a minor bump is accepted', () => {
    const decision = decideUpdate(committed, added, '1.3.0');
    assert.equal(decision.ok, true);
    assert.equal(decision.text, formatReport('1.3.0', added));
  });

  test('a name added to a list of exports is an addition, not a changed line', () => {
    const decision = decideUpdate(committed, BODY.replace('type B }', 'type B, c }'), '1.3.0');
    assert.equal(decision.ok, true, decision.message);
  });

  const changed = BODY.replace('    size: number;\n}\nexport interface Other', '    size: string;\n}\nexport interface Other');

  test('a changed line with a minor bump is refused, naming the line', () => {
    const decision = decideUpdate(committed, changed, '1.3.0');
    assert.equal(decision.ok, false);
    assert.match(decision.message, /needs a new major version \(2\.0\.0\), not 1\.3\.0/);
    assert.match(decision.message, /- export interface Shape \{ › size: number;/);
  });

  test('a removed member is seen even when another declaration has the same line', () => {
    const removed = BODY.replace('export interface Other {\n    size: number;\n}', 'export interface Other {\n}');
    const decision = decideUpdate(committed, removed, '1.3.0');
    assert.equal(decision.ok, false);
    assert.match(decision.message, /- export interface Other \{ › size: number;/);
  });

  test('a removed export with a minor bump is refused', () => {
    const decision = decideUpdate(committed, BODY.replace(', type B', ''), '1.3.0');
    assert.equal(decision.ok, false);
    assert.match(decision.message, /- export \{ type B \} from '\.\/a';/);
  });

  test('a removed or changed line with a major bump is accepted', () => {
    const decision = decideUpdate(committed, changed, '2.0.0');
    assert.equal(decision.ok, true);
    assert.equal(decision.text, formatReport('2.0.0', changed));
  });

  test('a version below the report is refused', () => {
    assert.equal(decideUpdate(committed, added, '1.2.2').ok, false);
  });

  test('a moved file alone is not a change of API', () => {
    const decision = decideUpdate(committed, BODY.replace('src/index.ts', 'src/main.ts'), '1.2.3');
    assert.equal(decision.ok, true);
  });

  test('--check fails on another body or another version, saying what to run', () => {
    assert.match(checkReport(committed, added, '1.2.3'), /differs from shared\/api-report\.d\.ts[\s\S]*npm run shared:api-report/);
    assert.match(checkReport(committed, BODY, '1.3.0'), /records version 1\.2\.3 but shared\/package\.json says 1\.3\.0/);
    assert.match(checkReport(null, BODY, '1.2.3'), /missing/);
  });

  test('a report reads back as its version and body', () => {
    assert.deepEqual(parseReport(committed), { version: '1.2.3', body: BODY });
    assert.deepEqual(parseReport(committed.replace(/\n/g, '\r\n')), { version: '1.2.3', body: BODY });
  });
});

describe('the report of a package', () => {
  const root = mkdtempSync(join(tmpdir(), 'shared-api-report-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'package.json',
    JSON.stringify({
      name: '@skillup/shared',
      version: '1.0.0',
      exports: { '.': './src/index.ts', './testing': './src/testing.ts', './build/federation': './build/federation.js' },
    }),
  );
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  write('build/federation.js', 'module.exports = {};\n');
  write('src/shapes.ts', '/** A shape. */\nexport interface Shape {\n  size: number;\n}\n');
  write('src/internal.ts', 'export const internalHelper = (n: number) => n * 2;\n');
  write('src/limits.json', '{ "max": 3 }\n');
  write(
    'src/index.ts',
    [
      "import type { Shape } from './shapes';",
      "import { internalHelper } from './internal';",
      "export { default as limits } from './limits.json';",
      'export function grow(shape: Shape): Shape {',
      '  return { size: internalHelper(shape.size) };',
      '}',
      "export const unit = 'px';",
    ].join('\n'),
  );
  write('src/testing.ts', "export const fakeShape = { size: 1 };\nexport * from './index';\n");

  test('the entries are those of src/ that are not for tests', () => {
    assert.deepEqual(publicEntries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))), [{ key: '.', target: './src/index.ts' }]);
  });

  test('holds the declarations the entries show, and nothing of a testing entry or of run-time-only modules', () => {
    const body = buildReportBody(root);
    assert.match(body, /^\/\/ file: src\/index\.ts$/m);
    assert.match(body, /export declare function grow\(shape: Shape\): Shape;/);
    assert.match(body, /export declare const unit = "px";/);
    assert.match(
      body,
      /^\/\/ file: src\/shapes\.ts\nexport interface Shape \{\n {4}size: number;\n\}$/m,
      'a type the declarations import is part of the surface',
    );
    assert.match(body, /^\/\/ file: src\/limits\.json\ndeclare const json: \{ max: number; \};$/m);
    assert.doesNotMatch(body, /fakeShape|src\/testing\.ts/);
    assert.doesNotMatch(body, /internalHelper|src\/internal\.ts/, 'a module used only at run time is not API');
    assert.doesNotMatch(body, /A shape\./, 'comments are not API');
    assert.doesNotMatch(body, /sourceMappingURL|[ \t]$/m);
  });

  test('the command writes the report, checks it, and asks for a version when the API changes', () => {
    const run = (...args) => spawnSync(process.execPath, [script, ...args, root], { encoding: 'utf8' });
    assert.equal(run().status, 0);
    const report = readFileSync(join(root, 'api-report.d.ts'), 'utf8');
    assert.ok(report.startsWith('// @skillup/shared 1.0.0 — public API report, generated by npm run shared:api-report; do not edit\n'));
    assert.equal(run('--check').status, 0);

    write('src/shapes.ts', 'export interface Shape {\n  size: number;\n  colour?: string;\n}\n');
    const check = run('--check');
    assert.equal(check.status, 1);
    assert.match(check.stderr, /colour\?: string;/);
    const refused = run();
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /bump shared\/package\.json's version/);
    assert.equal(readFileSync(join(root, 'api-report.d.ts'), 'utf8'), report, 'a refused update leaves the report alone');
  });
});

test("the committed shared/api-report.d.ts is the repository's shared API at its version (npm run shared:api-report -- --check)", () => {
  const { version } = JSON.parse(readFileSync(join(repoShared, 'package.json'), 'utf8'));
  const committedReport = readFileSync(join(repoShared, 'api-report.d.ts'), 'utf8');
  assert.equal(checkReport(committedReport, buildReportBody(repoShared), version), null);
});
