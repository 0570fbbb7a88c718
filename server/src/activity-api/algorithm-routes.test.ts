import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { activityFolder } from './algorithm';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

describe('activityFolder', () => {
  it('takes the folder of a relative test url', () => {
    expect(activityFolder('in-basket/index.html')).toBe('in-basket');
    expect(activityFolder('/tests/ib/index.html')).toBe('ib');
    expect(activityFolder('games/ib/index.html')).toBe('games/ib');
  });
  it('refuses urls that leave the activities or have no folder', () => {
    for (const url of [
      'index.html',
      '../ib/index.html',
      'ib/../../x/index.html',
      '/etc/index.html',
      'https://x.test/ib/index.html',
      'ib\\index.html',
      'ib/index.html?x=1',
    ]) {
      expect(activityFolder(url)).toBeNull();
    }
  });
});

describe.each(testDatabases())('algorithm.js on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let anna: string;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'skillup-activities-'));
    const activitiesDir = join(root, 'activities');
    mkdirSync(join(activitiesDir, 'in-basket'), { recursive: true });
    writeFileSync(join(activitiesDir, 'in-basket', 'algorithm.js'), 'window.algorithm = { name: "IB" };\n');
    mkdirSync(join(activitiesDir, 'numerical-reasoning'));
    writeFileSync(join(activitiesDir, 'numerical-reasoning', 'algorithm.js'), 'window.algorithm = { name: "RN" };\n');
    mkdirSync(join(activitiesDir, 'situational-judgement'));
    writeFileSync(join(root, 'secret.js'), 'the secret');
    symlinkSync(join(root, 'secret.js'), join(activitiesDir, 'situational-judgement', 'algorithm.js'));
    t = await startTestApp(target, { activitiesDir });
    f = await leadershipFixture(t);
    anna = await t.login('anna.rossi');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie: string | null = anna) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("serves the algorithm of the activity of a test of the user's campaign", async () => {
    for (const abbreviation of ['IB', 'ib']) {
      const response = await get(`/api/tests/${abbreviation}/algorithm.js`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.body).toBe('window.algorithm = { name: "IB" };\n');
    }
  });

  it('answers 404 with a message when the activity has no algorithm or the user has no such test', async () => {
    const missing = await get('/api/tests/RV/algorithm.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, code: 'ALGORITHM_NOT_FOUND', message: "no algorithm.js for the test 'RV' in your campaigns" });
    // Numerical reasoning is a test of anna's campaign, not of davide's.
    expect((await get('/api/tests/RN/algorithm.js')).statusCode).toBe(200);
    const davide = await t.login('davide.moretti');
    expect((await get('/api/tests/RN/algorithm.js', davide)).statusCode).toBe(404);
  });

  it('never leaves the activities folder', async () => {
    expect((await get('/api/tests/CF/algorithm.js')).statusCode).toBe(404);
    await t.database.db.updateTable('tests').set({ url: '../secret-folder/index.html' }).where('id', '=', f.testId('CA')).execute();
    writeFileSync(join(root, 'algorithm.js'), 'outside');
    await t.database.db.updateTable('tests').set({ url: 'in-basket/../../index.html' }).where('id', '=', f.testId('RN')).execute();
    expect((await get('/api/tests/CA/algorithm.js')).statusCode).toBe(404);
    expect((await get('/api/tests/RN/algorithm.js')).statusCode).toBe(404);
    for (const url of ['/api/tests/..%2F..%2Fsecret/algorithm.js', '/api/tests/%2E%2E/algorithm.js', '/api/tests/a.b/algorithm.js']) {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ status: false, message: expect.any(String) });
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/tests/IB/algorithm.js', null)).statusCode).toBe(401);
  });
});
