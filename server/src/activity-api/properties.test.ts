import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

/**
 * Whatever arrives, every route answers without a server fault, and every refusal is an
 * ErrorBody with a message a person can read.
 */
describe.each(testDatabases())('activity API routes under arbitrary input on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let cookies: (string | null)[];
  // Dot segments ('..', '%2E%2E') can lead a URL out of /api/ to the web app: give the
  // server a built app to answer with, so an unbuilt one's 503 is not mistaken for a fault.
  const hostDir = mkdtempSync(join(tmpdir(), 'skillup-properties-host-'));
  beforeAll(async () => {
    writeFileSync(join(hostDir, 'index.html'), '<!doctype html><title>Skillup</title>');
    t = await startTestApp(target, { hostDistDir: hostDir });
    f = await leadershipFixture(t);
    cookies = [null, await t.login('anna.rossi'), await t.login('sara.conti'), await t.login('admin')];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(hostDir, { recursive: true, force: true });
  });

  const segment = () =>
    fc.oneof(
      fc.constantFrom(...[f.campaignId, f.testId('IB'), f.testId('RN'), f.userId('anna.rossi'), f.userId('luca.ferri'), 360].map(String)),
      fc.integer({ min: -3, max: 2 ** 40 }).map(String),
      fc.constantFrom('IB', 'ib', '..', '%2E%2E', '0', '1e3', 'null', '%00'),
      fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
    );
  const text = () => fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant('a\u0000b'));
  const body = () =>
    fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          version: fc.oneof(fc.integer({ min: -2, max: 2 ** 32 }), fc.double(), fc.string()),
          status: fc.oneof(fc.constantFrom('not attempted', 'incomplete', 'complete'), fc.string()),
          data: fc.oneof(text(), fc.jsonValue({ maxDepth: 2 })),
          values: fc.array(
            fc.record({ name: text(), value: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant('1e400'), fc.string()) }),
          ),
          tests: fc.array(fc.record({ testId: fc.integer({ min: -1, max: 500 }), version: fc.integer({ min: -1, max: 9 }) })),
          action: fc.oneof(fc.constantFrom('startTimer', 'remaining', 'serverTime', ''), fc.string()),
          selection: fc.array(fc.integer({ min: -1, max: 50 })),
          companyId: fc.integer({ min: -1, max: 3 }),
          items: fc.oneof(
            text(),
            fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
          ),
        },
        { requiredKeys: [] },
      ),
    );

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const routes: [Method, (s: string[]) => string][] = [
    ['GET', ([a, b, c]) => `/api/tests/${a}/sync/${b}/${c}`],
    ['GET', ([a, b, c]) => `/api/tests/${a}/data/${b}/${c}`],
    ['POST', ([a, b, c]) => `/api/tests/${a}/sync/${b}/${c}`],
    ['POST', ([a, b, c]) => `/api/tests/${a}/status/${b}/${c}`],
    ['POST', ([a, b, c]) => `/api/tests/${a}/data/${b}/${c}`],
    ['POST', ([a]) => `/api/tests/checkSync/${a}`],
    ['POST', ([a, b, c]) => `/api/outcomes/${a}/${b}/${c}`],
    ['GET', ([a, b]) => `/api/tests/${a}/assessedOutcomes/${b}`],
    ['GET', ([a, b]) => `/api/users/assessed/${a}/${b}`],
    ['POST', ([a, b]) => `/api/v2/rpc/${a}/${b}`],
    ['POST', () => '/api/tests/beacon'],
    ['POST', () => '/api/logs'],
    ['GET', ([a]) => `/api/samples?companyId=${a}`],
    ['GET', ([a]) => `/api/samples/${a}`],
    ['POST', () => '/api/samples'],
    ['PUT', ([a]) => `/api/samples/${a}`],
    ['DELETE', ([a]) => `/api/samples/${a}`],
    ['DELETE', () => '/api/samples/selection'],
  ];

  it.each(routes.map(([method, url]) => [`${method} ${url(['a', 'b', 'c'])}`, method, url] as const))(
    '%s never fails with a server fault',
    async (_name, method, url) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment(), { minLength: 3, maxLength: 3 }),
          body(),
          fc.nat({ max: cookies.length - 1 }),
          fc.constantFrom('json', 'form', 'none'),
          async (segments, payload, who, encoding) => {
            const cookie = cookies[who] ?? null;
            const headers: Record<string, string> = cookie ? { cookie } : {};
            let raw: string | undefined;
            if (method !== 'GET' && encoding === 'json') {
              raw = JSON.stringify(payload);
              headers['content-type'] = 'application/json';
            } else if (method !== 'GET' && encoding === 'form' && typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
              raw = new URLSearchParams(
                Object.entries(payload).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
              ).toString();
              headers['content-type'] = 'application/x-www-form-urlencoded';
            }
            const response = await t.app.inject({ method, url: url(segments), headers, ...(raw !== undefined ? { payload: raw } : {}) });
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.json()).toEqual(
                expect.objectContaining({ status: false, code: expect.any(String), message: expect.stringMatching(/\S/) }),
              );
            }
          },
        ),
        { numRuns: 40, examples: [[['%2E%2E', '..', '%2E%2E'], {}, 0, 'json']] },
      );
    },
  );
});
