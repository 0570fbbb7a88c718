import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

/**
 * A union in an answer's schema is told apart by a validator that fast-json-stringify compiles
 * when the union is first answered, unless the app compiles it before it is ready (what the
 * server's process does: docs/performance.md, "A started server's first answers"). Compiling a
 * format the validator does not know warns, which shows when it happens.
 */
const UNION_WITH_UNKNOWN_FORMAT = {
  type: 'object',
  properties: { value: { anyOf: [{ type: 'string', format: 'no-such-format' }, { type: 'null' }] } },
};
const compiledWarning = expect.stringContaining('unknown format "no-such-format"');

describe('the serializers of answers with unions', () => {
  let t: TestApp | undefined;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    warn.mockRestore();
    await t?.close();
    t = undefined;
  });

  async function readyAppWithUnion(compileSerializersAtStart: boolean) {
    t = await startTestApp(testDatabases()[0]!, {}, { compileSerializersAtStart });
    t.app.get('/api/union', { schema: { response: { 200: UNION_WITH_UNKNOWN_FORMAT } } }, async () => ({ value: 'answer' }));
    await t.app.ready();
    return t.app;
  }

  it('are compiled whole before the app is ready when asked to', async () => {
    const app = await readyAppWithUnion(true);
    expect(warn).toHaveBeenCalledWith(compiledWarning);
    warn.mockClear();
    const answer = await app.inject({ method: 'GET', url: '/api/union' });
    expect(answer.json()).toEqual({ value: 'answer' });
    expect(warn).not.toHaveBeenCalledWith(compiledWarning);
  });

  it('are otherwise compiled at their first answer', async () => {
    const app = await readyAppWithUnion(false);
    expect(warn).not.toHaveBeenCalledWith(compiledWarning);
    const answer = await app.inject({ method: 'GET', url: '/api/union' });
    expect(answer.json()).toEqual({ value: 'answer' });
    expect(warn).toHaveBeenCalledWith(compiledWarning);
  });
});
