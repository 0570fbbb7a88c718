import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { addUser, companyIdOf } from '../test-harness/users';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, OPS_TOKEN, persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { sri } from './integrity';
import { recordMissingIntegrity } from './integrity-backfill';
import { publishVersion } from './publish';
import { decodeUpload } from './store';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const manifestOf = (label: string) =>
  JSON.stringify({ name: 'skillup_taskroom', label, metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } });
const build = (label: string) => ({
  files: [
    { path: 'mf-manifest.json', content: b64(manifestOf(label)) },
    { path: 'remoteEntry.js', content: b64(`/* ${label} */`) },
    { path: 'chunks/app.1234abcd.js', content: b64(`console.log(${JSON.stringify(label)})`) },
  ],
});
/** What the map carries of a version built by `build(label)`: the manifest's and the entry's integrity. */
const checkedOf = (label: string) => ({
  'mf-manifest.json': sri(Buffer.from(manifestOf(label))),
  'remoteEntry.js': sri(Buffer.from(`/* ${label} */`)),
});

describe.each(testDatabases())('remote registry on $name', (target) => {
  let t: TestApp;
  let luca: string;
  let lucaCampaign: number;
  let davideCampaign: number;
  const ops = { authorization: `Bearer ${OPS_TOKEN}` };

  const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = ops) =>
    t.app.inject({ method, url: `/api/admin/remotes${url}`, headers, ...(payload ? { payload } : {}) });
  const remotesOf = (campaignId: number, cookie = luca) =>
    t.app.inject({ method: 'GET', url: `/api/remotes?campaignId=${campaignId}`, headers: { cookie } });

  beforeAll(async () => {
    t = await startTestApp(target);
    luca = await t.login('luca.ferri');
    lucaCampaign = (await t.app.inject({ method: 'GET', url: '/api/usercampaign/list', headers: { cookie: luca } })).json()[0].id;
    const davide = await t.login('davide.moretti');
    davideCampaign = (await t.app.inject({ method: 'GET', url: '/api/usercampaign/list', headers: { cookie: davide } })).json()[0].id;
  });
  afterAll(() => t?.close());

  describe('admin access', () => {
    it('needs the ops token or an admin session', async () => {
      expect((await admin('GET', '', undefined, {})).statusCode).toBe(401);
      expect((await admin('GET', '', undefined, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
      const participant = await admin('GET', '', undefined, { cookie: luca });
      expect(participant.statusCode).toBe(403);
      expect(participant.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
      const adminCookie = await t.login('admin');
      expect((await admin('GET', '', undefined, { cookie: adminCookie })).statusCode).toBe(200);
    });

    it('lists every remote, empty at first', async () => {
      const response = await admin('GET', '');
      expect(response.statusCode).toBe(200);
      expect(response.json().remotes).toEqual(
        ['taskroom', 'calendar', 'challenge', '360', 'report', 'admin'].map((name) => ({ name, default: null, versions: [], pins: [] })),
      );
    });

    it('refuses an unknown remote name through the schema', async () => {
      const response = await admin('PUT', '/nope/versions/1.0.0', build('x'));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  describe('publishing', () => {
    it('publishes a version, writes its files and makes the first one the default', async () => {
      const response = await admin('PUT', '/taskroom/versions/1.0.0', build('one'));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: true,
        created: true,
        version: { version: '1.0.0', hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      });
      expect(existsSync(join(t.settings.remoteStoreDir, 'taskroom', '1.0.0', 'chunks', 'app.1234abcd.js'))).toBe(true);
      const registry = (await admin('GET', '')).json().remotes[0];
      expect(registry.default).toBe('1.0.0');
    });

    it('is idempotent for the same files and refuses other files under the same version', async () => {
      const same = await admin('PUT', '/taskroom/versions/1.0.0', { files: [...build('one').files].reverse() });
      expect(same.statusCode).toBe(200);
      expect(same.json().created).toBe(false);
      const other = await admin('PUT', '/taskroom/versions/1.0.0', build('two'));
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ status: false, code: 'VERSION_CONFLICT' });
    });

    it.each([
      ['a parent segment', '../escape.js'],
      ['a nested parent segment', 'chunks/../../escape.js'],
      ['an absolute path', '/etc/passwd'],
      ['a backslash', 'chunks\\app.js'],
      ['an empty segment', 'chunks//app.js'],
    ])('refuses a file path with %s', async (_, path) => {
      const upload = build('bad');
      const response = await admin('PUT', '/taskroom/versions/9.9.9', { files: [...upload.files, { path, content: b64('x') }] });
      expect(response.statusCode).toBe(400);
      expect(existsSync(join(t.settings.remoteStoreDir, 'taskroom', '9.9.9'))).toBe(false);
    });

    it.each([
      ['a name longer than 255 bytes', `${'é'.repeat(128)}.js`],
      ['a path longer than 1024 bytes', `${'chunks/'.repeat(150)}x.js`],
      ['a file that is also a folder', 'remoteEntry.js/inner.js'],
      ['a file named like a folder of the build', 'chunks'],
    ])('refuses %s with 400 and leaves no staging folder', async (_, path) => {
      const upload = build('clash');
      const response = await admin('PUT', '/taskroom/versions/9.9.8', { files: [...upload.files, { path, content: b64('x') }] });
      expect(response.statusCode).toBe(400);
      expect(existsSync(join(t.settings.remoteStoreDir, 'taskroom', '9.9.8'))).toBe(false);
      const staging = join(t.settings.remoteStoreDir, '.staging');
      expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
    });

    it('refuses a version without its mf-manifest.json, bad base64 and a bad version', async () => {
      const noManifest = await admin('PUT', '/taskroom/versions/9.9.9', { files: [{ path: 'remoteEntry.js', content: b64('x') }] });
      expect(noManifest.statusCode).toBe(400);
      expect(noManifest.json().message).toContain('mf-manifest.json');
      const badBase64 = await admin('PUT', '/taskroom/versions/9.9.9', { files: [{ path: 'mf-manifest.json', content: '!!!' }] });
      expect(badBase64.statusCode).toBe(400);
      expect((await admin('PUT', '/taskroom/versions/latest', build('x'))).statusCode).toBe(400);
    });

    it('publishes a second version without changing the default', async () => {
      expect((await admin('PUT', '/taskroom/versions/1.0.1-rc.1', build('candidate'))).statusCode).toBe(201);
      const listing = (await admin('GET', '')).json().remotes[0];
      expect(listing.default).toBe('1.0.0');
      expect(listing.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.1-rc.1', '1.0.0']);
    });
  });

  describe('publishing without HTTP', () => {
    const publish = (version: string, files: { path: string; content: string }[]) =>
      publishVersion(t.database.db, t.settings.remoteStoreDir, 'taskroom', version, files);

    it('has the store answer a bad upload with what is wrong rather than an HTTP error', () => {
      const files = build('store').files;
      expect(decodeUpload([...files, { path: 'remoteEntry.js', content: b64('again') }])).toEqual({
        ok: false,
        failure: { kind: 'badUpload', message: 'file "remoteEntry.js" is listed twice' },
      });
      expect(decodeUpload([...files, { path: 'chunks', content: b64('x') }])).toEqual({
        ok: false,
        failure: { kind: 'badUpload', message: 'file "chunks" is also the folder of "chunks/app.1234abcd.js"' },
      });
      expect(decodeUpload(files.slice(1))).toEqual({
        ok: false,
        failure: { kind: 'badUpload', message: 'a remote version needs its mf-manifest.json' },
      });
      const decoded = decodeUpload([...files].reverse());
      expect(decoded.ok && decoded.files.map((f) => f.path)).toEqual(['chunks/app.1234abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    });

    it('answers the same files as no change, other files as a conflict, and writes neither', async () => {
      const same = await publish('1.0.0', build('one').files);
      expect(same).toMatchObject({ ok: true, created: false, version: { version: '1.0.0' } });
      expect(await publish('1.0.0', build('other').files)).toEqual({ ok: false, failure: { kind: 'conflict' } });
      expect(await publish('9.9.7', [{ path: 'a/../b.js', content: b64('x') }])).toEqual({
        ok: false,
        failure: { kind: 'badUpload', message: 'file path "a/../b.js" must not contain empty, "." or ".." segments' },
      });
      expect(existsSync(join(t.settings.remoteStoreDir, 'taskroom', '9.9.7'))).toBe(false);
    });

    it('answers the failures with the HTTP errors publishers read', async () => {
      const twice = await admin('PUT', '/taskroom/versions/9.9.7', {
        files: [...build('x').files, { path: 'mf-manifest.json', content: b64('{}') }],
      });
      expect({ status: twice.statusCode, body: twice.json() }).toEqual({
        status: 400,
        body: { status: false, code: 'BAD_REQUEST', message: 'file "mf-manifest.json" is listed twice' },
      });
      const other = await admin('PUT', '/taskroom/versions/1.0.0', build('other'));
      expect({ status: other.statusCode, body: other.json() }).toEqual({
        status: 409,
        body: { status: false, code: 'VERSION_CONFLICT', message: 'taskroom 1.0.0 is already published with other content' },
      });
    });
  });

  describe('what a campaign loads', () => {
    it('gives every campaign the default, with the default as fallback, and omits remotes never published', async () => {
      const response = await remotesOf(lucaCampaign);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        remotes: {
          taskroom: {
            version: '1.0.0',
            url: '/remotes/taskroom/1.0.0/mf-manifest.json',
            integrity: checkedOf('one'),
            fallback: { version: '1.0.0', url: '/remotes/taskroom/1.0.0/mf-manifest.json', integrity: checkedOf('one') },
          },
        },
      });
    });

    it('follows a pin for that campaign only, and the default again after unpin', async () => {
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.1-rc.1' })).statusCode).toBe(200);
      const pinned = (await remotesOf(lucaCampaign)).json().remotes.taskroom;
      expect(pinned).toEqual({
        version: '1.0.1-rc.1',
        url: '/remotes/taskroom/1.0.1-rc.1/mf-manifest.json',
        integrity: checkedOf('candidate'),
        fallback: { version: '1.0.0', url: '/remotes/taskroom/1.0.0/mf-manifest.json', integrity: checkedOf('one') },
      });
      const davide = await t.login('davide.moretti');
      expect((await remotesOf(davideCampaign, davide)).json().remotes.taskroom.version).toBe('1.0.0');
      expect((await admin('GET', '')).json().remotes[0].pins).toEqual([{ campaignId: lucaCampaign, version: '1.0.1-rc.1' }]);

      expect((await admin('DELETE', `/taskroom/pins/${lucaCampaign}`)).statusCode).toBe(200);
      expect((await remotesOf(lucaCampaign)).json().remotes.taskroom.version).toBe('1.0.0');
      const again = await admin('DELETE', `/taskroom/pins/${lucaCampaign}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('PIN_NOT_FOUND');
    });

    it('switches the default', async () => {
      expect((await admin('PUT', '/taskroom/default', { version: '1.0.1-rc.1' })).statusCode).toBe(200);
      expect((await remotesOf(lucaCampaign)).json().remotes.taskroom.version).toBe('1.0.1-rc.1');
      expect((await admin('PUT', '/taskroom/default', { version: '1.0.0' })).statusCode).toBe(200);
    });

    it('refuses unknown versions and campaigns', async () => {
      const noVersion = await admin('PUT', '/taskroom/default', { version: '7.7.7' });
      expect(noVersion.statusCode).toBe(404);
      expect(noVersion.json().code).toBe('VERSION_NOT_FOUND');
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '7.7.7' })).json().code).toBe('VERSION_NOT_FOUND');
      expect((await admin('PUT', '/taskroom/pins/999999', { version: '1.0.0' })).json().code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await admin('DELETE', '/taskroom/pins/999999')).json().code).toBe('CAMPAIGN_NOT_FOUND');
    });

    it("answers 404 for a campaign that is not the user's, 401 without a session, any campaign for admins", async () => {
      const foreign = await remotesOf(davideCampaign);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await t.app.inject({ method: 'GET', url: `/api/remotes?campaignId=${lucaCampaign}` })).statusCode).toBe(401);
      const adminCookie = await t.login('admin');
      expect((await remotesOf(davideCampaign, adminCookie)).statusCode).toBe(200);
    });

    it('comes with the login of a user whose one campaign it enters, pins included, and not with a choice of campaigns', async () => {
      const signIn = (name: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona(name), password: DEMO_PASSWORD } });
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.1-rc.1' })).statusCode).toBe(200);
      const login = (await signIn('luca.ferri')).json();
      expect(login.remotes.taskroom.version).toBe('1.0.1-rc.1');
      expect(login.remotes).toEqual((await remotesOf(lucaCampaign)).json().remotes);
      expect((await admin('DELETE', `/taskroom/pins/${lucaCampaign}`)).statusCode).toBe(200);

      const marco = (await signIn('marco.bianchi')).json();
      expect(marco.campaigns.length).toBeGreaterThan(1);
      expect(marco).not.toHaveProperty('remotes');
    });
  });

  describe('a company admin', () => {
    let demoAdmin: Record<string, string>;
    let acmeCampaign: number;

    beforeAll(async () => {
      demoAdmin = { cookie: await t.login('admin') };
      const acme = await companyIdOf(t, 'acme');
      acmeCampaign = (await t.database.db.selectFrom('campaigns').select('id').where('company_id', '=', acme).orderBy('id').executeTakeFirstOrThrow())
        .id;
    });

    it('cannot publish a version, not even a new one', async () => {
      const response = await admin('PUT', '/taskroom/versions/6.6.6', build('by a company'), demoAdmin);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      expect((await admin('GET', '')).json().remotes[0].versions.map((v: { version: string }) => v.version)).not.toContain('6.6.6');
      expect(existsSync(join(t.settings.remoteStoreDir, 'taskroom', '6.6.6'))).toBe(false);
    });

    it('cannot change the default every company loads', async () => {
      const response = await admin('PUT', '/taskroom/default', { version: '1.0.1-rc.1' }, demoAdmin);
      expect(response.statusCode).toBe(403);
      expect((await admin('GET', '')).json().remotes[0].default).toBe('1.0.0');
    });

    it('cannot pin or unpin a campaign of another company, which it is told does not exist', async () => {
      const pin = await admin('PUT', `/taskroom/pins/${acmeCampaign}`, { version: '1.0.1-rc.1' }, demoAdmin);
      expect(pin.statusCode).toBe(404);
      expect(pin.json().code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await admin('GET', '')).json().remotes[0].pins).toEqual([]);

      expect((await admin('PUT', `/taskroom/pins/${acmeCampaign}`, { version: '1.0.1-rc.1' })).statusCode).toBe(200);
      const unpin = await admin('DELETE', `/taskroom/pins/${acmeCampaign}`, undefined, demoAdmin);
      expect(unpin.statusCode).toBe(404);
      expect(unpin.json().code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await admin('GET', '')).json().remotes[0].pins).toEqual([{ campaignId: acmeCampaign, version: '1.0.1-rc.1' }]);
    });

    it("sees the versions and the default but only its own company's pins", async () => {
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.0' })).statusCode).toBe(200);
      const listing = (await admin('GET', '', undefined, demoAdmin)).json().remotes[0];
      expect(listing.default).toBe('1.0.0');
      expect(listing.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.1-rc.1', '1.0.0']);
      expect(listing.pins).toEqual([{ campaignId: lucaCampaign, version: '1.0.0' }]);
      expect((await admin('DELETE', `/taskroom/pins/${acmeCampaign}`)).statusCode).toBe(200);
    });

    it("pins and unpins a version operations published on its own company's campaign", async () => {
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.1-rc.1' }, demoAdmin)).statusCode).toBe(200);
      expect((await remotesOf(lucaCampaign)).json().remotes.taskroom.version).toBe('1.0.1-rc.1');
      const never = await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '6.6.6' }, demoAdmin);
      expect(never.json().code).toBe('VERSION_NOT_FOUND');
      expect((await admin('DELETE', `/taskroom/pins/${lucaCampaign}`, undefined, demoAdmin)).statusCode).toBe(200);
      expect((await remotesOf(lucaCampaign)).json().remotes.taskroom.version).toBe('1.0.0');
    });

    it("is a company admin whatever the spelling of the role, and the other company's admin is kept out of ours", async () => {
      const acmeAdmin = { cookie: await addUser(t, 'boss@acme.skillup.test', 'ADMIN', 'acme') };
      expect((await admin('PUT', '/taskroom/versions/6.6.7', build('acme'), acmeAdmin)).statusCode).toBe(403);
      expect((await admin('PUT', '/taskroom/default', { version: '1.0.1-rc.1' }, acmeAdmin)).statusCode).toBe(403);
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.1-rc.1' }, acmeAdmin)).statusCode).toBe(404);
      expect((await admin('PUT', `/taskroom/pins/${acmeCampaign}`, { version: '1.0.1-rc.1' }, acmeAdmin)).statusCode).toBe(200);
      expect((await admin('GET', '', undefined, acmeAdmin)).json().remotes[0].pins).toEqual([{ campaignId: acmeCampaign, version: '1.0.1-rc.1' }]);
      expect((await admin('GET', '', undefined, demoAdmin)).json().remotes[0].pins).toEqual([]);
      expect((await admin('DELETE', `/taskroom/pins/${acmeCampaign}`, undefined, acmeAdmin)).statusCode).toBe(200);
    });

    it('still needs a valid token when it brings one besides its session', async () => {
      const response = await admin('PUT', '/taskroom/default', { version: '1.0.0' }, { ...demoAdmin, authorization: 'Bearer guessed' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('integrity of published files', () => {
    const record = (version: string) =>
      t.database.db
        .selectFrom('remote_versions')
        .select(['file_integrity', 'entry'])
        .where('remote', '=', 'taskroom')
        .where('version', '=', version)
        .executeTakeFirstOrThrow();
    const forget = (version: string) =>
      t.database.db
        .updateTable('remote_versions')
        .set({ file_integrity: null, entry: null })
        .where('remote', '=', 'taskroom')
        .where('version', '=', version)
        .execute();

    it('records the SHA-384 of every file at publish, and the entry the manifest names', async () => {
      expect(await record('1.0.0')).toEqual({
        file_integrity: { ...checkedOf('one'), 'chunks/app.1234abcd.js': sri(Buffer.from('console.log("one")')) },
        entry: 'remoteEntry.js',
      });
    });

    it('records a version published before from the same files uploaded again, never from others', async () => {
      await forget('1.0.0');
      expect((await admin('PUT', '/taskroom/versions/1.0.0', build('other'))).statusCode).toBe(409);
      expect((await record('1.0.0')).file_integrity).toBeNull();
      expect((await admin('PUT', '/taskroom/versions/1.0.0', build('one'))).statusCode).toBe(200);
      expect((await record('1.0.0')).entry).toBe('remoteEntry.js');
      expect((await remotesOf(lucaCampaign)).json().remotes.taskroom.integrity).toEqual(checkedOf('one'));
    });

    it('records it from the stored files when they still hash to the upload, and leaves a tampered version unloadable', async () => {
      await forget('1.0.0');
      await forget('1.0.1-rc.1');
      const entry = join(t.settings.remoteStoreDir, 'taskroom', '1.0.1-rc.1', 'remoteEntry.js');
      writeFileSync(entry, 'window.tampered = true;');
      try {
        expect(await recordMissingIntegrity(t.database.db, t.settings.remoteStoreDir)).toEqual([{ remote: 'taskroom', version: '1.0.1-rc.1' }]);
        expect((await record('1.0.0')).file_integrity).toEqual(expect.objectContaining(checkedOf('one')));
        expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.1-rc.1' })).statusCode).toBe(200);
        const pinned = (await remotesOf(lucaCampaign)).json().remotes.taskroom;
        expect(pinned.integrity).toEqual({});
        expect(pinned.fallback.integrity).toEqual(checkedOf('one'));
      } finally {
        writeFileSync(entry, '/* candidate */');
        await admin('DELETE', `/taskroom/pins/${lucaCampaign}`);
        await recordMissingIntegrity(t.database.db, t.settings.remoteStoreDir);
      }
      expect((await record('1.0.1-rc.1')).file_integrity).toEqual(expect.objectContaining(checkedOf('candidate')));
    });

    it('carries only the manifest of a version whose manifest names no entry', async () => {
      const upload = {
        files: [
          { path: 'mf-manifest.json', content: b64('{"name":"skillup_taskroom"}') },
          { path: 'remoteEntry.js', content: b64('1') },
        ],
      };
      expect((await admin('PUT', '/taskroom/versions/1.0.2-bare', upload)).statusCode).toBe(201);
      expect(await record('1.0.2-bare')).toMatchObject({ entry: null });
      expect((await admin('PUT', `/taskroom/pins/${lucaCampaign}`, { version: '1.0.2-bare' })).statusCode).toBe(200);
      try {
        expect(Object.keys((await remotesOf(lucaCampaign)).json().remotes.taskroom.integrity)).toEqual(['mf-manifest.json']);
      } finally {
        await admin('DELETE', `/taskroom/pins/${lucaCampaign}`);
      }
    });
  });

  describe('serving published files', () => {
    it("serves a version's hashed chunks for a year, and asks again for its manifest and entry", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/remotes/taskroom/1.0.0/mf-manifest.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toMatchObject({ label: 'one' });
      const entry = await t.app.inject({ method: 'GET', url: '/remotes/taskroom/1.0.0/remoteEntry.js' });
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await t.app.inject({ method: 'GET', url: '/remotes/taskroom/1.0.0/chunks/app.1234abcd.js' });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the manifest and the entry asked for by their recorded integrity for a year, once they match it; asked for by another, as by name', async () => {
      const recorded = checkedOf('one');
      const byRecord = (path: keyof typeof recorded, integrity = recorded[path]) =>
        t.app.inject({ method: 'GET', url: `/remotes/taskroom/1.0.0/${path}?integrity=${encodeURIComponent(integrity!)}` });
      for (const path of Object.keys(recorded) as (keyof typeof recorded)[]) {
        const kept = await byRecord(path);
        expect({ status: kept.statusCode, cacheControl: kept.headers['cache-control'] }).toEqual({
          status: 200,
          cacheControl: 'public, max-age=31536000, immutable',
        });
        const other = await byRecord(path, 'sha384-other');
        expect({ status: other.statusCode, cacheControl: other.headers['cache-control'] }).toEqual({ status: 200, cacheControl: 'no-cache' });
      }
    });

    it('never sends an altered entry asked for by its recorded integrity, which the browser would keep', async () => {
      expect((await admin('PUT', '/taskroom/versions/1.0.4-kept', build('kept'))).statusCode).toBe(201);
      const entry = join(t.settings.remoteStoreDir, 'taskroom', '1.0.4-kept', 'remoteEntry.js');
      const original = readFileSync(entry);
      const integrity = checkedOf('kept')['remoteEntry.js']!;
      const url = `/remotes/taskroom/1.0.4-kept/remoteEntry.js?integrity=${encodeURIComponent(integrity)}`;
      writeFileSync(entry, 'window.tampered = true;');
      try {
        const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      } finally {
        writeFileSync(entry, original);
      }
      const kept = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect({ status: kept.statusCode, body: kept.body }).toEqual({ status: 200, body: original.toString() });
    });

    it('answers a missing file with a JSON 404, never the app', async () => {
      for (const url of ['/remotes/taskroom/7.7.7/mf-manifest.json', '/remotes/taskroom/1.0.0/missing.js']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
      }
    });

    it('serves a chunk, and the copy sent in its place, only while they match the record; the entry is left to the browser', async () => {
      const chunk = `console.log(${JSON.stringify('a chunk '.repeat(500))});`;
      const upload = {
        files: [...build('big').files.filter((f) => !f.path.startsWith('chunks/')), { path: 'chunks/big.0123abcd.js', content: b64(chunk) }],
      };
      expect((await admin('PUT', '/taskroom/versions/1.0.3-big', upload)).statusCode).toBe(201);
      const folder = join(t.settings.remoteStoreDir, 'taskroom', '1.0.3-big');
      const get = (path: string, encoding = 'identity') =>
        t.app.inject({ method: 'GET', url: `/remotes/taskroom/1.0.3-big/${path}`, headers: { 'accept-encoding': encoding } });
      expect((await get('chunks/big.0123abcd.js', 'br')).headers['content-encoding']).toBe('br');

      const copy = join(folder, 'chunks/big.0123abcd.js.br');
      const original = readFileSync(copy);
      writeFileSync(copy, brotliCompressSync(Buffer.from('window.tampered = true;')));
      for (const encoding of ['br', 'identity']) {
        const refused = await get('chunks/big.0123abcd.js', encoding);
        expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
      writeFileSync(copy, original);
      expect((await get('chunks/big.0123abcd.js', 'br')).statusCode).toBe(200);

      writeFileSync(join(folder, 'chunks/big.0123abcd.js'), 'window.tampered = true;');
      expect((await get('chunks/big.0123abcd.js')).statusCode).toBe(404);
      writeFileSync(join(folder, 'remoteEntry.js'), 'window.tampered = true;');
      expect((await get('remoteEntry.js')).statusCode).toBe(200);
      writeFileSync(join(folder, 'extra.js'), 'window.added = true;');
      expect((await get('extra.js')).statusCode).toBe(404);
    });

    it('does not serve the staging area', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/remotes/.staging/x' });
      expect(response.statusCode).toBe(404);
    });
  });
});
