// `npm test`: lints, type-checks, builds everything, runs the unit and server suites (Jest), the
// activities in Chromium and the scripts' own suites (node --test), and the
// browser suite (Playwright in Debian's Chromium), then prints the totals of every suite as
// its last line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { repoRoot } from './app-server.mjs';
import { ensureChromium } from './chromium.mjs';

const resultsDir = join(repoRoot, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
// Each command's duration is printed after it: where the minutes of a CI run go.
const tookSince = (started, command, args) =>
  console.log(`\n⏱ ${command} ${args.slice(0, 2).join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
const timed = (command, args, env) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  tookSince(started, command, args);
  return status;
};
const npx = (args, env = {}) => timed('npx', args, env);
const npm = (args) => timed('npm', args, {});
/** Runs a command beside others (a check that prints only what it finds); resolves to its exit status. */
const beside = (command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    spawn(command, args, { cwd: repoRoot, stdio: 'inherit' }).once('close', (status) => {
      tookSince(started, command, args);
      resolve(status);
    });
  });

function finish() {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

/** A step that is not a suite (build, type check) only counts when it fails. */
function step(name, ok) {
  if (!ok) {
    console.error(`\n✗ ${name} failed`);
    totals.failed += 1;
  }
  return ok;
}

// The linter and the type checker each keep one core busy for minutes: they run side by side.
const [lintStatus, typeStatus] = await Promise.all([beside('npm', ['run', 'lint']), beside('npx', ['tsc', '-b'])]);
step('lint (eslint, prettier)', lintStatus === 0);
// Before the build: a type error is found in minutes, not after more minutes of webpack.
step('type check (tsc -b)', typeStatus === 0);
// docs/architecture.md: @skillup/shared holds only what two deployables use (the check's own
// suite runs with the node --test suites below).
step('shared exports (check:shared)', npm(['run', 'check:shared']) === 0);
// docs/shared-contract.md: shared/api-report.d.ts is shared's public API as released under
// shared/package.json's version (the script's own suite runs with the node --test suites below).
step('shared API report (shared:api-report --check)', npm(['run', 'shared:api-report', '--', '--check']) === 0);
if (!step('build', npm(['run', 'build']) === 0)) finish();

const jestFile = join(resultsDir, 'jest.json');
// More workers than cores: most server suites wait (on PostgreSQL, a child server, a timer)
// rather than compute, and one worker per spare core left a 2-core machine running them one by
// one for most of an hour.
const jestWorkers = Math.max(3, availableParallelism() - 1);
npx(['jest', '--json', `--outputFile=${jestFile}`, `--maxWorkers=${jestWorkers}`]);
if (existsSync(jestFile)) {
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
} else {
  step('jest (no results written)', false);
}

let chromiumReady = true;
try {
  ensureChromium();
} catch (err) {
  chromiumReady = false;
  console.error(String(err));
  step('browser tests (no Chromium)', false);
}
// The suites written for node's own runner: the built activities in Chromium, the dev tools, the shared-exports
// check, the shared API report, the import boundaries and the federation's sharing.
const nodeStarted = Date.now();
const nodeRun = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-reporter=tap',
    'activities/scripts/',
    'scripts/dev/',
    'scripts/shared-exports.test.mjs',
    'scripts/shared-api-report.test.mjs',
    'scripts/import-boundaries.test.mjs',
    'scripts/federation-sharing.test.mjs',
  ],
  {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
process.stdout.write(nodeRun.stdout ?? '');
process.stderr.write(nodeRun.stderr ?? '');
tookSince(nodeStarted, 'node', ['--test']);
const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(nodeRun.stdout ?? '')?.[1] ?? 0);
totals.passed += tapCount('pass');
totals.failed += tapCount('fail') + tapCount('cancelled');
totals.skipped += tapCount('skipped');
if (nodeRun.status !== 0 && tapCount('fail') + tapCount('cancelled') === 0) step('node --test suites', false);

if (chromiumReady) {
  const e2eFile = join(resultsDir, 'e2e.json');
  npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile });
  if (existsSync(e2eFile)) {
    const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected === 0 && (stats.errors?.length ?? 0) > 0) step('browser tests (setup error)', false);
  } else {
    step('browser tests (no results written)', false);
  }
}

finish();
