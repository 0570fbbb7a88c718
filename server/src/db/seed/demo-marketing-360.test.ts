import { testDatabases } from '../../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../../test-harness/test-app';

/** docs/demo.md: francesca and roberto sign in straight to Feedback 360 Marketing, their only campaign. */
describe.each(testDatabases())('the marketing 360 personas on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it.each(['francesca.ricci', 'roberto.greco'])('signs %s in with one open campaign, in Italian, privacy accepted', async (name) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona(name), password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: persona(name), lang: 'it', privacy: true });
    expect(body.campaigns).toHaveLength(1);
    expect(body.campaigns[0].languages[0].name).toBe('Feedback 360 Marketing');
  });
});
