import fc from 'fast-check';
import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../test-harness/test-app';

/** Bodies a client could send by mistake or on purpose: real field names, any values. */
const field = fc.oneof(
  fc.string(),
  fc.emailAddress(),
  fc.constantFrom(persona('marco.bianchi'), persona('elena.galli'), 'Skillup-2026', ''),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.record(
    {
      email: field,
      username: field,
      password: field,
      password_confirmation: field,
      token: field,
      timezone: field,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
/** Well-typed bodies, down to NUL bytes and lone surrogates, which PostgreSQL refuses in text. */
const anyText = (minLength: number) => fc.oneof(fc.string({ minLength }), fc.string({ minLength, unit: 'binary' }));
const wellTyped = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), anyText(3), fc.constant(persona('paolo.neri'))),
    username: fc.oneof(fc.emailAddress(), anyText(1), fc.constant(persona('paolo.neri'))),
    password: fc.oneof(anyText(1), fc.constant('Skillup-2026')),
    password_confirmation: anyText(1),
    token: anyText(1),
    timezone: fc.string({ maxLength: 64 }),
  },
  { requiredKeys: ['email', 'username', 'password', 'password_confirmation', 'token'] },
);
const rawText = fc.string({ maxLength: 200 });

const routes = ['login', 'sendPasswordReset', 'checkToken', 'resetPassword', 'privacy/giveConsent'];

describe.each(testDatabases())('auth routes under arbitrary bodies on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const expectErrorBodyOrSuccess = (statusCode: number, payload: string) => {
    expect(statusCode).toBeLessThan(500);
    const parsed = JSON.parse(payload);
    if (statusCode >= 400) {
      expect(parsed).toMatchObject({ status: false, code: expect.stringMatching(/^[A-Z_]+$/), message: expect.stringMatching(/\S/) });
    }
  };

  it.each(routes)('never answers %s with a 500, and every error is an ErrorBody', async (route) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, wellTyped), async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/auth/${route}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectErrorBodyOrSuccess(response.statusCode, response.payload);
      }),
      { numRuns: 80 },
    );
  });

  it.each(routes)('never answers %s with a 500 for text that is not JSON', async (route) => {
    await fc.assert(
      fc.asyncProperty(rawText, async (text) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/auth/${route}`,
          headers: { 'content-type': 'application/json' },
          payload: text,
        });
        expectErrorBodyOrSuccess(response.statusCode, response.payload);
      }),
      { numRuns: 30 },
    );
  });

  it.each(routes)('answers %s with no 500 for a NUL byte or a lone surrogate in every field', async (route) => {
    for (const bad of ['a\u0000b@x.test', 'a\ud800b@x.test']) {
      const payload = { email: bad, username: bad, password: bad, password_confirmation: bad, token: bad };
      const response = await t.app.inject({ method: 'POST', url: `/api/auth/${route}`, payload });
      expectErrorBodyOrSuccess(response.statusCode, response.payload);
    }
  });

  it('never answers the privacy agreement with a 500, whatever the query', async () => {
    const cookie = await t.login('marco.bianchi');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 50 }), async (query) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auth/privacy/agreement?${encodeURIComponent(query)}`,
          headers: { cookie },
        });
        expectErrorBodyOrSuccess(response.statusCode, response.payload);
      }),
      { numRuns: 30 },
    );
  });
});
