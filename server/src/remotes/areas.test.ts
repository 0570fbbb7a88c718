import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AreaDeclaration } from '@skillup/shared/api/contract';
import { hashPassword } from '../auth/password';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, OPS_TOKEN, persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { addUser, companyIdOf } from '../test-harness/users';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

const ADMIN_AREA: AreaDeclaration = {
  path: '/admin',
  menu: { it: 'Amministrazione', en: 'Administration', es: 'Administración' },
  roles: ['admin', 'superassessor'],
  landing: true,
  campaign: false,
};

/** A built version of `remote`, with `area` as its area.json when given (text, to send what is not JSON). */
function build(remote: string, label: string, area?: object | string) {
  const files = [
    { path: 'mf-manifest.json', content: b64(JSON.stringify({ name: `skillup_${remote}`, label })) },
    { path: 'remoteEntry.js', content: b64(`/* ${label} */`) },
  ];
  if (area !== undefined) files.push({ path: 'area.json', content: b64(typeof area === 'string' ? area : JSON.stringify(area)) });
  return { files };
}

describe.each(testDatabases())('areas declared by remote versions on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let luca: string;
  let sara: string;
  let superassessor: string;
  let lucaCampaign: number;

  const publish = (remote: string, version: string, upload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/remotes/${remote}/versions/${version}`, headers: ops, payload: upload });
  const registry = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/remotes${url}`, headers: ops, ...(payload ? { payload } : {}) });
  const remoteMap = async (cookie: string, campaignId?: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/remotes${campaignId ? `?campaignId=${campaignId}` : ''}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().remotes;
  };
  const signIn = (email: string, form = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ username: email, password: DEMO_PASSWORD }).toString(),
          }
        : { payload: { username: email, password: DEMO_PASSWORD } }),
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    luca = await t.login('luca.ferri');
    sara = await t.login('sara.conti');
    superassessor = await addUser(t, 'super.areas@demo.skillup.test', 'SuperAssessor', 'demo');
    lucaCampaign = (await t.app.inject({ method: 'GET', url: '/api/usercampaign/list', headers: { cookie: luca } })).json()[0].id;
    expect((await publish('taskroom', '1.0.0', build('taskroom', 'home'))).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  describe('publishing a declaration', () => {
    it.each([
      ['text that is not JSON', '{ path: /admin', 'not valid JSON'],
      ['an undeclared field', { ...ADMIN_AREA, icon: 'gear' }, 'icon'],
      ['a role the server does not know', { ...ADMIN_AREA, roles: ['hr'] }, '/roles/0'],
      ['no role at all', { ...ADMIN_AREA, roles: [] }, '/roles'],
      ['a path of two segments', { ...ADMIN_AREA, path: '/admin/console' }, '/path'],
      ['a path in capitals', { ...ADMIN_AREA, path: '/Admin' }, '/path'],
      ['a menu without Spanish', { ...ADMIN_AREA, menu: { it: 'Amministrazione', en: 'Administration' } }, '/menu'],
      ['a path of the host', { ...ADMIN_AREA, path: '/select-campaign' }, 'not free'],
      ['a page of the host', { ...ADMIN_AREA, path: '/account' }, 'not free'],
      ["the report's path, from another remote", { ...ADMIN_AREA, campaign: true, landing: false, path: '/report' }, "report remote's"],
      ["the 360's path, from another remote", { ...ADMIN_AREA, campaign: true, landing: false, path: '/skillup-360' }, "360 remote's"],
      ['a landing that needs a campaign', { ...ADMIN_AREA, campaign: true }, 'landing'],
    ])('refuses %s with 400, naming area.json, and stores nothing', async (_, area, said) => {
      const response = await publish('admin', '0.9.0', build('admin', 'bad', area));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST' });
      expect(response.json().message).toContain('area.json');
      expect(response.json().message).toContain(said);
      expect(existsSync(join(t.settings.remoteStoreDir, 'admin', '0.9.0'))).toBe(false);
      const listed = await t.app.inject({ method: 'GET', url: '/api/admin/remotes', headers: ops });
      expect(listed.json().remotes.find((remote: { name: string }) => remote.name === 'admin').versions).toEqual([]);
    });

    it('lets nobody sign in to an area before one is published: an admin without campaigns is refused', async () => {
      await addUnenrolled('first.admin@demo.skillup.test', 'admin');
      const refused = await signIn('first.admin@demo.skillup.test');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('NO_ACTIVE_CAMPAIGN');
    });

    it('stores the declaration with the version and serves the file beside the manifest', async () => {
      const response = await publish('admin', '1.0.0', build('admin', 'console', ADMIN_AREA));
      expect(response.statusCode).toBe(201);
      const row = await t.database.db
        .selectFrom('remote_versions')
        .select('area')
        .where('remote', '=', 'admin')
        .where('version', '=', '1.0.0')
        .executeTakeFirstOrThrow();
      expect(row.area).toEqual(ADMIN_AREA);
      const file = await t.app.inject({ method: 'GET', url: '/remotes/admin/1.0.0/area.json' });
      expect(file.statusCode).toBe(200);
      expect(file.json()).toEqual(ADMIN_AREA);
      // The same files again are no change.
      expect((await publish('admin', '1.0.0', build('admin', 'console', ADMIN_AREA))).statusCode).toBe(200);
    });
  });

  describe('the remote map', () => {
    // What the map says of integrity is remotes.test.ts's to check.
    const integrity = expect.any(Object);
    const adminEntry = (version: string, area: AreaDeclaration) => ({
      version,
      url: `/remotes/admin/${version}/mf-manifest.json`,
      integrity,
      fallback: { version: '1.0.0', url: '/remotes/admin/1.0.0/mf-manifest.json', integrity },
      area,
    });

    it('without a campaign carries the areas that need none, to the roles they name', async () => {
      expect(await remoteMap(admin)).toEqual({ admin: adminEntry('1.0.0', ADMIN_AREA) });
      expect(await remoteMap(superassessor)).toEqual({ admin: adminEntry('1.0.0', ADMIN_AREA) });
      // Neither the home area, which declares nothing, nor an area not for their role.
      expect(await remoteMap(luca)).toEqual({});
      expect(await remoteMap(sara)).toEqual({});
    });

    it('with a campaign carries the area on its remote, and leaves the remote out for a role it is not for', async () => {
      const forAdmin = await remoteMap(admin, lucaCampaign);
      expect(forAdmin.admin).toEqual(adminEntry('1.0.0', ADMIN_AREA));
      expect(forAdmin.taskroom).not.toHaveProperty('area');
      const forLuca = await remoteMap(luca, lucaCampaign);
      expect(Object.keys(forLuca)).toEqual(['taskroom']);
    });

    it("gives a campaign the area of the version pinned to it, and the map without a campaign the default's", async () => {
      const people: AreaDeclaration = {
        path: '/people',
        menu: { it: 'Persone', en: 'People', es: 'Personas' },
        roles: ['admin'],
        landing: false,
        campaign: true,
      };
      expect((await publish('admin', '1.1.0-people', build('admin', 'people', people))).statusCode).toBe(201);
      expect((await registry('PUT', `/admin/pins/${lucaCampaign}`, { version: '1.1.0-people' })).statusCode).toBe(200);
      try {
        expect((await remoteMap(admin, lucaCampaign)).admin).toEqual(adminEntry('1.1.0-people', people));
        expect(await remoteMap(admin)).toEqual({ admin: adminEntry('1.0.0', ADMIN_AREA) });
        // A superassessor is not among the roles of that version's area.
        expect(await remoteMap(superassessor, lucaCampaign)).not.toHaveProperty('admin');
      } finally {
        expect((await registry('DELETE', `/admin/pins/${lucaCampaign}`)).statusCode).toBe(200);
      }
    });

    it('mounts the first remote of two that declare one path, in the order of the remote names, and follows a new default', async () => {
      const clash: AreaDeclaration = { ...ADMIN_AREA, menu: { it: 'Altro', en: 'Other', es: 'Otro' } };
      expect((await publish('report', '1.0.0', build('report', 'clash', clash))).statusCode).toBe(201);
      try {
        expect(await remoteMap(admin)).toEqual({
          report: {
            ...adminEntry('1.0.0', clash),
            url: '/remotes/report/1.0.0/mf-manifest.json',
            fallback: { version: '1.0.0', url: '/remotes/report/1.0.0/mf-manifest.json', integrity },
          },
        });

        const moved: AreaDeclaration = { ...ADMIN_AREA, path: '/console', menu: { it: 'Console', en: 'Console', es: 'Consola' } };
        expect((await publish('admin', '2.0.0', build('admin', 'moved', moved))).statusCode).toBe(201);
        expect((await registry('PUT', '/admin/default', { version: '2.0.0' })).statusCode).toBe(200);
        const remotes = await remoteMap(admin);
        expect(remotes.admin).toMatchObject({ version: '2.0.0', area: moved });
        expect(remotes.report).toMatchObject({ version: '1.0.0', area: clash });
      } finally {
        expect((await registry('PUT', '/admin/default', { version: '1.0.0' })).statusCode).toBe(200);
        expect((await publish('report', '1.0.1', build('report', 'plain'))).statusCode).toBe(201);
        expect((await registry('PUT', '/report/default', { version: '1.0.1' })).statusCode).toBe(200);
      }
      expect(await remoteMap(admin)).toEqual({ admin: adminEntry('1.0.0', ADMIN_AREA) });
    });

    it('leaves a path to the same remote with a campaign and without: the first remote declaring it, whether it needs a campaign or not', async () => {
      const inCampaign: AreaDeclaration = { ...ADMIN_AREA, landing: false, campaign: true };
      expect((await publish('report', '1.0.2-clash', build('report', 'campaign-clash', inCampaign))).statusCode).toBe(201);
      expect((await registry('PUT', '/report/default', { version: '1.0.2-clash' })).statusCode).toBe(200);
      try {
        expect(await remoteMap(admin)).toEqual({});
        const forCampaign = await remoteMap(admin, lucaCampaign);
        expect(forCampaign.report).toMatchObject({ version: '1.0.2-clash', area: inCampaign });
        expect(forCampaign).not.toHaveProperty('admin');
      } finally {
        expect((await registry('PUT', '/report/default', { version: '1.0.1' })).statusCode).toBe(200);
      }
      expect(await remoteMap(admin)).toEqual({ admin: adminEntry('1.0.0', ADMIN_AREA) });
    });
    it('mounts the report on /report for every role inside a campaign, a path no other remote may take', async () => {
      const report: AreaDeclaration = {
        path: '/report',
        menu: { it: 'Report', en: 'Report', es: 'Informe' },
        roles: ['participant', 'assessor', 'admin', 'superassessor'],
        landing: false,
        campaign: true,
      };
      expect((await publish('report', '1.1.0', build('report', 'own', report))).statusCode).toBe(201);
      expect((await registry('PUT', '/report/default', { version: '1.1.0' })).statusCode).toBe(200);
      try {
        expect((await remoteMap(luca, lucaCampaign)).report).toMatchObject({ version: '1.1.0', area: report });
        expect((await remoteMap(admin, lucaCampaign)).report).toMatchObject({ area: report });
        // It needs a campaign: the map without one leaves it out.
        expect(await remoteMap(luca)).toEqual({});
      } finally {
        expect((await registry('PUT', '/report/default', { version: '1.0.1' })).statusCode).toBe(200);
      }
    });
  });

  describe('signing in', () => {
    it('answers with the areas the user may open', async () => {
      const adminLogin = (await signIn(persona('admin'))).json();
      expect(adminLogin.areas).toEqual(await remoteMap(admin));
      expect(adminLogin.areas.admin.area).toEqual(ADMIN_AREA);
      expect(adminLogin.landing).toBe('/admin');
      expect((await signIn(persona('luca.ferri'))).json()).toMatchObject({ areas: {}, landing: null });
    });

    it('lets an admin without campaigns in once an area is theirs, and still refuses a participant without any', async () => {
      const first = await signIn('first.admin@demo.skillup.test');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ campaigns: [], areas: { admin: { area: ADMIN_AREA } }, landing: '/admin' });
      await addUnenrolled('lonely.participant@demo.skillup.test', 'participant');
      expect((await signIn('lonely.participant@demo.skillup.test')).json().code).toBe('NO_ACTIVE_CAMPAIGN');
    });

    it('lands the plain form of a landing role on its area, and others where they went before', async () => {
      const adminForm = await signIn(persona('admin'), true);
      expect(adminForm.statusCode).toBe(303);
      expect(adminForm.headers.location).toBe('/admin');
      const lucaForm = await signIn(persona('luca.ferri'), true);
      expect(lucaForm.statusCode).toBe(303);
      expect(lucaForm.headers.location).toBe('/');
    });
  });

  /** A user of the demo company enrolled in no campaign. */
  async function addUnenrolled(email: string, role: 'admin' | 'participant') {
    await t.database.db
      .insertInto('users')
      .values({
        company_id: await companyIdOf(t, 'demo'),
        email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: 'Test',
        last_name: role,
        gender: null,
        role,
        privacy: true,
        lang: 'it',
      })
      .execute();
  }
});
