import Fastify from 'fastify';
import { installCsrfGuard } from './csrf';
import { installErrorHandler } from './error-handler';

async function appAt(auth: { publicUrl: string; loopbackAliases: boolean }) {
  const app = Fastify();
  installErrorHandler(app);
  installCsrfGuard(app, auth);
  app.post('/api/change', async () => ({ status: true }));
  await app.ready();
  return app;
}

const change = (app: Awaited<ReturnType<typeof appAt>>, origin: string) => app.inject({ method: 'POST', url: '/api/change', headers: { origin } });

describe('changes from the pages of the app only', () => {
  it('accepts 127.0.0.1 and [::1] beside localhost when PUBLIC_URL was not set, on the same port only', async () => {
    const app = await appAt({ publicUrl: 'http://localhost:8080', loopbackAliases: true });
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect((await change(app, origin)).statusCode).toBe(200);
    }
    for (const origin of ['http://127.0.0.1:9090', 'https://127.0.0.1:8080', 'http://192.168.1.10:8080', 'http://localhost.evil.net:8080']) {
      const refused = await change(app, origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: false,
        code: 'FOREIGN_ORIGIN',
        message: 'cross-origin request refused: open the application from http://localhost:8080',
        appUrl: 'http://localhost:8080',
      });
    }
    await app.close();
  });

  it('accepts PUBLIC_URL’s origin alone when it was set', async () => {
    const app = await appAt({ publicUrl: 'http://localhost:8080', loopbackAliases: false });
    expect((await change(app, 'http://localhost:8080')).statusCode).toBe(200);
    expect((await change(app, 'http://127.0.0.1:8080')).json()).toMatchObject({ code: 'FOREIGN_ORIGIN', appUrl: 'http://localhost:8080' });
    await app.close();
  });
});
