import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe('the Content-Security-Policy header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
  });
  afterAll(() => t?.close());

  const directives = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    const header = String(response.headers['content-security-policy']);
    return new Map(
      header
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  };

  it.each(['/api/health', '/'])("lets scripts and styles come from this origin only, frames from the activities' (%s)", async (url) => {
    const csp = await directives(url);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // Inline styles only (emotion); no other origin.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-src')).toEqual(['http://activities.test']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const [name, values] of csp) {
      expect([name, values.filter((v) => v === '*' || v === "'unsafe-eval'")]).toEqual([name, []]);
    }
  });
});
