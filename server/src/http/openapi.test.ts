import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_BASE } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

/** docs/api.md: the OpenAPI document is made from the routes, and every route of the API is in it. */
describe.each(testDatabases().slice(0, 1))('the API described as OpenAPI on $name', (target) => {
  let t: TestApp;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    // With single sign-on on, so that its routes are among those described.
    t = await startTestApp(target, {
      sso: {
        publicUrl: 'http://localhost:1',
        providers: [{ slug: 'acme', companyId: 1, issuer: 'https://login.acme.test', clientId: 'client', clientSecret: 'secret' }],
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has every route of the API, with its method, and nothing outside it', () => {
    const described = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {})
          .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const documentation = [`${API_BASE}/openapi.json`, `${API_BASE}/docs`];
    const served = t.routes
      .filter(({ route }) => route.startsWith(`${API_BASE}/`) && !documentation.some((own) => route.startsWith(own)))
      .map(({ method, route }) => `${method} ${route.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(100);
    expect(served).toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/api\/v2\/auth\/sso\//)]));
    expect(served.filter((route) => !described.has(route))).toEqual([]);
    expect([...described].filter((route) => !route.split(' ')[1]!.startsWith(`${API_BASE}/`))).toEqual([]);
  });

  it('says what a call takes and answers: the login’s body and its refusals', () => {
    const login = document.paths?.[`${API_BASE}/auth/login`]?.post;
    expect(login?.requestBody).toBeDefined();
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '422', '429', '503']));
  });

  it('serves it as a page to read at /api/docs, a section per call', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<span class="method">POST</span> <code>/api/auth/login</code>');
    expect(page.body.match(/<section>/g)?.length).toBe(Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length);
    expect(page.body).not.toContain('<script');
  });
});
