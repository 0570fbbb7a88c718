import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildActivitiesApp } from './activities-app';

describe("the activities' own origin", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skillup-activities-'));
    mkdirSync(join(dir, 'ib'));
    writeFileSync(join(dir, 'ib', 'index.html'), '<!doctype html><title>In-Basket</title>');
    writeFileSync(join(dir, 'ib', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dir, '.cache'));
    writeFileSync(join(dir, '.cache', 'x.js'), 'x');
    app = await buildActivitiesApp({ activitiesDir: dir, appOrigins: ['http://app.test'], https: false, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const directives = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it('serves an activity that may reach nothing but its own files, framed by the app only', async () => {
    const response = await app.inject({ method: 'GET', url: '/tests/ib/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('In-Basket');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(['http://app.test']);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the app show its covers', async () => {
    const response = await app.inject({ method: 'GET', url: '/tests/ib/cover.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves no API, no app page and no dot-folder', async () => {
    for (const url of ['/api/auth/me', '/', '/index.html', '/tests/.cache/x.js', '/tests/zz/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const write = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(write.statusCode).toBe(404);
  });

  it('asks browsers for https only when served over https', async () => {
    const secure = await buildActivitiesApp({ activitiesDir: dir, appOrigins: ['https://app.test'], https: true, logLevel: 'silent' });
    const response = await secure.inject({ method: 'GET', url: '/tests/ib/index.html' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await secure.close();
  });
});
