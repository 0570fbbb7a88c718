import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { buildActivitiesApp } from './activities-app';

const SCRIPT = 'window.SkillupAlgorithm = { compute: function () { return []; } };\n';

/**
 * An activity's algorithm.js runs in the activity's page, from the activities' origin: the
 * app's origin, where the session lives, serves it under no name (docs/security.md).
 */
describe.each(testDatabases())("an activity's algorithm.js on $name", (target) => {
  let t: TestApp;
  let root: string;
  let anna: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'skillup-algorithm-'));
    mkdirSync(join(root, 'in-basket'));
    writeFileSync(join(root, 'in-basket', 'algorithm.js'), SCRIPT);
    t = await startTestApp(target, { activitiesDir: root });
    anna = await t.login('anna.rossi');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is no route of the app', () => {
    expect(t.routes.filter((route) => route.route.includes('algorithm'))).toEqual([]);
  });

  it('is not sent by the app to a signed-in participant, under the API or the test base', async () => {
    for (const url of ['/api/tests/IB/algorithm.js', '/tests/in-basket/algorithm.js']) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: anna, accept } });
        expect([url, accept, response.statusCode]).toEqual([url, accept, 404]);
        expect(response.headers['content-type']).not.toContain('javascript');
        expect(response.body).not.toContain('SkillupAlgorithm');
      }
    }
  });

  it('is served by the activities’ own origin, beside the page that loads it', async () => {
    const activities = await buildActivitiesApp({ activitiesDir: root, appOrigins: ['http://app.test'], https: false, logLevel: 'silent' });
    const response = await activities.inject({ method: 'GET', url: '/tests/in-basket/algorithm.js' });
    await activities.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toBe(SCRIPT);
  });
});
