import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_BASE } from '@skillup/shared/api/contract';
import { sharedSchemaRef } from './api-docs-page';
import { escapeHtml } from './escape-html';
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

  it('describes the error body once, as a shared schema every refusal refers to', () => {
    expect(document.components?.schemas?.ErrorBody).toMatchObject({ required: ['status', 'code', 'message'] });
    // The health check's 503 is no refusal: it answers the health report, saying what is down.
    const paths = Object.entries(document.paths ?? {}).filter(([path]) => path !== `${API_BASE}/health`);
    const refusals = paths.flatMap(([, item]) =>
      (['get', 'put', 'post', 'patch', 'delete'] as const).flatMap((method) =>
        Object.entries(item?.[method]?.responses ?? {})
          .filter(([status]) => Number(status) >= 400)
          .map(([, response]) => (response as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema),
      ),
    );
    expect(refusals.length).toBeGreaterThan(500);
    expect(refusals.filter((schema) => (schema as { $ref?: string })?.$ref !== sharedSchemaRef('ErrorBody').$ref)).toEqual([]);
  });

  it('serves it as pages to read at /api/docs: an index of the areas, and a page per area with a section per call', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    const areas = [...index.body.matchAll(/<li><a href="\/api\/docs\/([^"]+)"/g)].map(([, area]) => decodeURIComponent(area!));
    expect(areas).toEqual(expect.arrayContaining(['auth', 'admin', 'usercampaign']));
    const pages = await Promise.all(areas.map((area) => t.app.inject({ method: 'GET', url: `/api/docs/${encodeURIComponent(area)}` })));
    expect(pages.map(({ statusCode }) => statusCode)).toEqual(areas.map(() => 200));
    const sections = pages.map(({ body }) => body.match(/<section>/g)?.length ?? 0);
    expect(sections.reduce((sum, count) => sum + count, 0)).toBe(
      Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {})).length,
    );
    expect(pages[areas.indexOf('auth')]!.body).toContain('<span class="method">POST</span> <code>/api/auth/login</code>');
    for (const body of [index.body, ...pages.map((p) => p.body)]) {
      expect(body).not.toContain('<script');
      expect(body.length).toBeLessThan(700_000);
    }
  });

  it('shows the error body once, on the index, and names it under each call with the statuses that answer it', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const auth = (await t.app.inject({ method: 'GET', url: '/api/docs/auth' })).body;
    const errorBlock = escapeHtml(JSON.stringify(document.components?.schemas?.ErrorBody, null, 2));
    expect(index.split(errorBlock)).toHaveLength(2);
    expect(index).toContain('<h3 id="schema-ErrorBody">ErrorBody</h3>');
    expect(auth).not.toContain(errorBlock);
    const login = auth.slice(auth.indexOf('<code>/api/auth/login</code>'));
    expect(login.slice(0, login.indexOf('</section>'))).toContain(
      '<p><code>400</code>, <code>422</code>, <code>429</code>, <code>503</code>: <a href="/api/docs#schema-ErrorBody">ErrorBody</a></p>',
    );
  });

  it('answers an address that names no area with a page that leads back to the areas, or to a caller that is no browser the error body', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/nowhere', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="/api/docs">');
    const call = await t.app.inject({ method: 'GET', url: '/api/docs/nowhere' });
    expect({ status: call.statusCode, body: call.json() }).toEqual({
      status: 404,
      body: { status: false, code: 'NOT_FOUND', message: 'the API has no area named nowhere' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/docs/${'x'.repeat(65)}` })).statusCode).toBe(400);
  });
});
