import { testDatabases } from '../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { companyIdOf } from '../test-harness/users';

/**
 * What a lenient reading takes for the id: a fraction, an exponent, a leading zero or sign
 * (plain or percent-encoded), hex, a space before or after.
 */
const spellings = (id: number) => [
  `${id}.9`,
  `${id}.5`,
  `${id}.0`,
  `${id}e0`,
  `${id}e9`,
  `${id}E0`,
  `0${id}`,
  `00${id}`,
  `+${id}`,
  `%2B${id}`,
  `%2b${id}`,
  `0x${id.toString(16)}`,
  `0X${id.toString(16).toUpperCase()}`,
  `%20${id}`,
  `${id}%20`,
  `${id}%2E0`,
];

describe.each(testDatabases())('ids of the address on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let admin: string;
  let marco: string;
  let luca: string;
  let demo: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    [admin, marco, luca] = await Promise.all([t.login('admin'), t.login('marco.bianchi'), t.login('luca.ferri')]);
    demo = await companyIdOf(t, 'demo');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** `address` with ID in place of each id in turn: read as written, refused spelt any other way. */
  async function onlyPlainDigits(method: 'GET' | 'DELETE', address: string, ids: number[], cookie: string): Promise<void> {
    const at = (spelt: string[]) => spelt.reduce((url, id) => url.replace('ID', id), address);
    expect((await call('GET', at(ids.map(String)), cookie)).statusCode).toBe(200);
    for (const [position, id] of ids.entries()) {
      for (const loose of spellings(id)) {
        const url = at(ids.map((other, i) => (i === position ? loose : String(other))));
        const response = await call(method, url, cookie);
        expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 400, code: 'BAD_REQUEST' });
      }
    }
  }

  it('deletes a test only at its own address', async () => {
    const created = await call('POST', '/api/usertests', admin, { campaignId: f.campaignId, name: { it: 'Negoziazione' }, url: 'ng/index.html' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().usertest as { id: number };

    await onlyPlainDigits('DELETE', '/api/usertests/ID', [id], admin);
    expect((await call('GET', `/api/usertests/${id}`, admin)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/usertests/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/usertests/${id}`, admin)).statusCode).toBe(404);
  });

  it('reads a test, and the tests of a company, at their own address only', async () => {
    await onlyPlainDigits('GET', '/api/usertests/ID', [f.testId('IB')], admin);
    await onlyPlainDigits('GET', '/api/usertests?companyId=ID', [demo], admin);
  });

  it('reads a 360 run at its own address only', async () => {
    await onlyPlainDigits('GET', '/api/tests/ID/sync/ID/ID', [360, f.campaignId, f.userId('marco.bianchi')], marco);
    await onlyPlainDigits('GET', '/api/usercampaign/ID/userrelation', [f.campaignId], marco);
  });

  it('reads a report at its own address only', async () => {
    await onlyPlainDigits('GET', '/api/report/ID/individual/personal/ID', [f.campaignId, f.userId('luca.ferri')], luca);
    await onlyPlainDigits('GET', '/api/reports?campaignId=ID', [f.campaignId], luca);
  });
});
