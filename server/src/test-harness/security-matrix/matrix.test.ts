import { ErrorBody } from '@skillup/shared/api/contract';
import { Value } from '@sinclair/typebox/value';
import { testDatabases } from '../databases';
import { startTestApp, type TestApp } from '../test-app';
import { loadFixtures, PERSONAS, sessionOf, type Fixtures } from './fixtures';
import { ROUTE_TABLE, routeKey } from './route-table';

describe.each(testDatabases())('authorisation matrix on $name', (target) => {
  let t: TestApp;
  let fx: Fixtures;

  beforeAll(async () => {
    t = await startTestApp(target);
    fx = await loadFixtures(t);
  });
  afterAll(() => t?.close());

  it('lists every route of the server, and no route the server lacks', () => {
    const onServer = new Set(t.routes.map((r) => routeKey(r.method, r.route)));
    const inTable = new Set(ROUTE_TABLE.map((r) => routeKey(r.method, r.route)));
    expect([...onServer].filter((key) => !inTable.has(key))).toEqual([]);
    expect([...inTable].filter((key) => !onServer.has(key))).toEqual([]);
    expect(onServer.size).toBeGreaterThan(30);
  });

  describe.each(ROUTE_TABLE.map((row) => ({ ...row, name: `${routeKey(row.method, row.route)}${row.note ? ` (${row.note})` : ''}` })))(
    '$name',
    (row) => {
      it.each(PERSONAS)('as %s', async (who) => {
        const headers = await sessionOf(t, who);
        const { url, payload, headers: extra } = await row.request(fx, { who, headers });
        const response = await t.app.inject({ method: row.method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
        await row.settle?.(fx, { who, headers });
        expect({ who, status: response.statusCode }).toEqual({ who, status: row.expect[who] });
        if (response.statusCode >= 400 && url.startsWith('/api/')) {
          const body = response.json();
          expect(Value.Check(ErrorBody, body)).toBe(true);
          expect(body.message).not.toBe('');
          const code = row.codes?.[who];
          if (code) expect({ who, code: body.code }).toEqual({ who, code });
        }
      });
    },
  );
});
