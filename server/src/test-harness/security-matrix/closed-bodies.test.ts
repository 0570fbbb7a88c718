import { testDatabases } from '../databases';
import { startTestApp, type TestApp } from '../test-app';
import { loadFixtures, PERSONAS, sessionOf, type Fixtures } from './fixtures';
import { ROUTE_TABLE, routeKey, type RouteCase } from './route-table';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first caller a row lets through, so that the request reaches the route's validation. */
const admitted = (row: RouteCase) => PERSONAS.find((who) => row.expect[who] < 300);

const withBody = ROUTE_TABLE.filter((row) => admitted(row) !== undefined);

describe.each(testDatabases())('undeclared fields on $name', (target) => {
  let t: TestApp;
  let fx: Fixtures;

  beforeAll(async () => {
    t = await startTestApp(target);
    fx = await loadFixtures(t);
  });
  afterAll(() => t?.close());

  it.each(withBody.map((row) => ({ ...row, name: `${routeKey(row.method, row.route)}${row.note ? ` (${row.note})` : ''}` })))(
    '$name refuses a JSON body or query with a field it does not declare',
    async (row) => {
      const who = admitted(row)!;
      const headers = await sessionOf(t, who);
      const { url, payload, headers: extra } = await row.request(fx, { who, headers });
      const cases: { url: string; payload?: object | string }[] = [];
      if (isPlainObject(payload)) cases.push({ url, payload: { ...payload, undeclared: 'bogus' } });
      if (url.startsWith('/api/') && url.includes('?')) cases.push({ url: `${url}&undeclared=bogus`, payload });
      for (const sent of cases) {
        const response = await t.app.inject({
          method: row.method,
          url: sent.url,
          headers: { ...headers, ...extra },
          ...(sent.payload ? { payload: sent.payload } : {}),
        });
        expect({ url: sent.url, status: response.statusCode, code: response.json().code }).toEqual({
          url: sent.url,
          status: 400,
          code: 'BAD_REQUEST',
        });
        expect(response.json().message).toContain('undeclared');
      }
      await row.settle?.(fx, { who, headers });
    },
  );
});
