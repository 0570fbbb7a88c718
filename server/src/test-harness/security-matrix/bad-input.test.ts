import fc from 'fast-check';
import { ErrorBody } from '@skillup/shared/api/contract';
import { Value } from '@sinclair/typebox/value';
import type { HTTPMethods } from 'fastify';
import { addUser, loginAs } from '../users';
import { testDatabases } from '../databases';
import { persona, startTestApp, type TestApp } from '../test-app';
import type { ServerRoute } from './server-routes';

/** Field names the API knows, so that arbitrary values also land where handlers read them. */
const FIELDS = [
  'id',
  'name',
  'companyId',
  'campaignId',
  'logo',
  'lang',
  'description',
  'instructions',
  'url',
  'position',
  'prerequisites',
  'startDate',
  'color',
  'duration',
  'jsonData',
  'exitMessage',
  'selection',
  'username',
  'password',
  'timezone',
  'data',
  'version',
  'files',
  'status',
  'email',
  'token',
  'password_confirmation',
  'items',
  'values',
  'action',
  'tests',
  'testId',
  'userId',
  'assessorId',
  'assessedId',
  'type',
  'currentPosition',
  'hasSeenTutorial',
  'questionId',
  'answerId',
  'textValue',
  'user',
  'answers',
];

const json = fc.jsonValue({ maxDepth: 3 });
const pathParam = fc.oneof(
  fc.string(),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.constantFrom('1', '2', '0', '-1', '1.5', '1e3', 'selection', 'null', '%25', '9'.repeat(30), 'taskroom', '1.0.0', 'IB'),
);
const queryValue = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('1', '2', '', 'x', '1e400'));
const query = fc.dictionary(fc.oneof(fc.constantFrom('campaignId', 'companyId', 'id'), fc.string()), queryValue, { maxKeys: 3 });
const body = fc.option(
  fc.oneof(
    json,
    fc.dictionary(fc.constantFrom(...FIELDS), json, { maxKeys: 6 }),
    fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.integer({ min: 1, max: 30 }), fc.string(), fc.array(fc.integer({ min: 1, max: 30 }))), {
      maxKeys: 6,
    }),
  ),
  { nil: undefined },
);
const caller = fc.constantFrom('anonymous', 'participant', 'admin', 'superassessor');

/** Bodies go as JSON, or as form data as a beacon sends them. */
const encoding = fc.constantFrom('json', 'urlencoded');

function fillParams(route: string, values: string[]): string {
  let i = 0;
  return route.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? ''));
}

function encodeBody(payload: unknown, encodeAs: 'json' | 'urlencoded'): { contentType: string; text: string } {
  if (encodeAs === 'json' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { contentType: 'application/json', text: JSON.stringify(payload) };
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return { contentType: 'application/x-www-form-urlencoded', text: form.toString() };
}

/**
 * The HR console's routes close, reset and remove for real when the fuzz happens to name a
 * demo campaign or person; they are fuzzed on a server of their own, so that no other
 * route's case (or the sessions it signs in) depends on what they changed.
 */
const isHrRoute = (route: string) => route.startsWith('/api/admin/') && !route.startsWith('/api/admin/remotes');

interface FuzzServer {
  t: TestApp;
  cookies: Record<string, string>;
}

async function startFuzzServer(target: Parameters<typeof startTestApp>[0]): Promise<FuzzServer> {
  const t = await startTestApp(target);
  const cookies: Record<string, string> = {
    participant: await t.login('anna.rossi'),
    admin: await t.login('admin'),
    superassessor: await addUser(t, 'super@demo.skillup.test', 'superassessor', 'demo'),
    calendar: await t.login('giulia.verdi'),
  };
  return { t, cookies };
}

/** No 500 and every error an ErrorBody, for arbitrary params, queries and bodies on each route. */
async function fuzzRoutes({ t, cookies }: FuzzServer, routes: ServerRoute[]): Promise<void> {
  for (const { method, route } of routes) {
    const params = fc.array(pathParam, { minLength: 3, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(caller, params, query, body, encoding, async (who, values, search, payload, bodyEncoding) => {
        const qs = new URLSearchParams(search).toString();
        const url = `${fillParams(route, values)}${qs ? `?${qs}` : ''}`;
        // Signing out ends the session: that route gets a session of its own each time.
        const cookie =
          who === 'anonymous'
            ? undefined
            : route === '/api/auth/logout'
              ? await loginAs(t, who === 'superassessor' ? 'super@demo.skillup.test' : persona(who === 'admin' ? 'admin' : 'anna.rossi'))
              : cookies[who];
        const sent = payload === undefined ? undefined : encodeBody(payload, bodyEncoding);
        const response = await t.app.inject({
          method: method as HTTPMethods,
          url,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(sent ? { 'content-type': sent.contentType } : {}),
          },
          ...(sent ? { payload: sent.text } : {}),
        });
        const context = `${method} ${url} as ${who} with ${sent?.contentType} ${sent?.text} → ${response.statusCode} ${response.body}`;
        expect({ context, serverError: response.statusCode >= 500 }).toEqual({ context, serverError: false });
        if (response.statusCode >= 400) {
          const error = response.json();
          expect({ context, errorBody: Value.Check(ErrorBody, error) && error.message.trim() !== '' }).toEqual({ context, errorBody: true });
        }
      }),
      { numRuns: 20 },
    );
  }
}

describe.each(testDatabases())('bad input on $name', (target) => {
  let server: FuzzServer;
  let t: TestApp;
  let cookies: Record<string, string>;
  const apiRoutes = (): ServerRoute[] => t.routes.filter((r) => r.route.startsWith('/api'));

  beforeAll(async () => {
    server = await startFuzzServer(target);
    ({ t, cookies } = server);
  });
  afterAll(() => t?.close());

  it('covers every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(30);
    expect(apiRoutes().filter((r) => isHrRoute(r.route)).length).toBeGreaterThan(10);
  });

  it("answers arbitrary params, queries and bodies on every API route but the HR console's with no 500, and errors as ErrorBody", async () => {
    await fuzzRoutes(
      server,
      apiRoutes().filter((r) => !isHrRoute(r.route)),
    );
  });

  it('answers arbitrary params, queries and bodies on every route of the HR console with no 500, and errors as ErrorBody', async () => {
    const hr = await startFuzzServer(target);
    try {
      await fuzzRoutes(
        hr,
        hr.t.routes.filter((r) => isHrRoute(r.route)),
      );
    } finally {
      await hr.t.close();
    }
  });

  it('answers stores of the right shape but any content on the calendar route with a rule, never a 500', async () => {
    const db = t.database.db;
    const agenda = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'calendar').executeTakeFirstOrThrow()).id;
    const testIds = (await db.selectFrom('tests').select('id').where('campaign_id', '=', agenda).execute()).map((row) => row.id);
    const day = fc.oneof(
      fc.date({ min: new Date('2026-11-01'), max: new Date('2027-03-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '0000-00-00', '2026-12-05', '9999-12-31'),
    );
    const testId = fc.oneof(fc.constantFrom(...testIds), fc.integer({ min: 1, max: 2_147_483_647 }));
    const store = fc.record({
      tests: fc.dictionary(day, fc.record({ testId }), { maxKeys: 7 }),
      currentPosition: day,
      hasSeenTutorial: fc.boolean(),
    });
    const url = `/api/v2/campaigns/${agenda}/storage`;
    await fc.assert(
      fc.asyncProperty(store, fc.integer({ min: 0, max: 3 }), async (data, version) => {
        const response = await t.app.inject({ method: 'PATCH', url, headers: { cookie: cookies.calendar! }, payload: { data, version } });
        const context = `${JSON.stringify({ data, version })} → ${response.statusCode} ${response.body}`;
        expect({ context, status: [200, 409, 422].includes(response.statusCode) }).toEqual({ context, status: true });
        if (response.statusCode >= 400) expect({ context, errorBody: Value.Check(ErrorBody, response.json()) }).toEqual({ context, errorBody: true });
      }),
      { numRuns: 60 },
    );
  });
});
