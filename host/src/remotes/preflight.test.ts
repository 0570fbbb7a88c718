import { acceptedManifest, expectedEntryIntegrity, preflightRemote } from './preflight';

declare const __SKILLUP_SHARED_VERSION__: string;

const RECORDED = { 'mf-manifest.json': 'sha384-manifest', 'entry/remoteEntry.js': 'sha384-entry' };
const ref = (version: string, integrity: Record<string, string> = RECORDED) => ({
  version,
  url: `/remotes/taskroom/${version}/mf-manifest.json`,
  integrity,
});
const absolute = (version: string, file = 'mf-manifest.json') => new URL(`/remotes/taskroom/${version}/${file}`, window.location.href).href;
const namingEntry = {
  metaData: { remoteEntry: { path: './entry/', name: 'remoteEntry.js' } },
  shared: [{ name: '@skillup/shared', requiredVersion: `^${__SKILLUP_SHARED_VERSION__}` }],
};

function serving(files: Record<string, { status: number; body: string }>) {
  const fetched: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    fetched.push(`${url} ${init?.integrity ?? 'unchecked'}`);
    // A version's file is asked for by its recorded integrity (recordedFileUrl): the file served is the same.
    const file = files[url.split('?')[0]!] ?? { status: 404, body: '' };
    return { ok: file.status < 400, status: file.status, text: async () => file.body } as Response;
  });
  return fetched;
}

describe('preflight of a remote version', () => {
  const original = global.fetch;
  afterEach(() => {
    global.fetch = original;
  });

  it('keeps the manifest it accepted, under its absolute URL, for the runtime to take without a second fetch, and names its modules and shared packages', async () => {
    const text = JSON.stringify({
      ...namingEntry,
      exposes: [{ name: 'App' }, { name: 'prefetch' }],
    });
    const fetched = serving({ [absolute('1.0.0')]: { status: 200, body: text } });
    await expect(preflightRemote(ref('1.0.0'))).resolves.toEqual({ exposes: ['App', 'prefetch'], shared: ['@skillup/shared'] });
    expect(fetched).toEqual([`${absolute('1.0.0')}?integrity=sha384-manifest sha384-manifest`]);
    expect(acceptedManifest(absolute('1.0.0'))).toBe(text);
  });

  it('has the entry the manifest names checked against its recorded integrity, and no other script', async () => {
    serving({ [absolute('1.0.1')]: { status: 200, body: JSON.stringify(namingEntry) } });
    await preflightRemote(ref('1.0.1'));
    expect(expectedEntryIntegrity(absolute('1.0.1', 'entry/remoteEntry.js'))).toBe('sha384-entry');
    expect(expectedEntryIntegrity(`/remotes/taskroom/1.0.1/entry/remoteEntry.js`)).toBe('sha384-entry');
    expect(expectedEntryIntegrity(absolute('1.0.1', 'chunks/app.1234abcd.js'))).toBeUndefined();
  });

  it('refuses, without a fetch, a version whose manifest has no recorded integrity, and one whose entry has none', async () => {
    const fetched = serving({
      [absolute('1.0.2')]: { status: 200, body: JSON.stringify(namingEntry) },
      [absolute('1.0.3')]: { status: 200, body: JSON.stringify({ shared: namingEntry.shared }) },
    });
    await expect(preflightRemote(ref('1.0.2', {}))).rejects.toThrow('version 1.0.2 has no recorded integrity for mf-manifest.json');
    expect(fetched).toEqual([]);
    await expect(preflightRemote(ref('1.0.2', { 'mf-manifest.json': 'sha384-manifest' }))).rejects.toThrow(
      'version 1.0.2 has no recorded integrity for entry/remoteEntry.js',
    );
    await expect(preflightRemote(ref('1.0.3'))).rejects.toThrow('version 1.0.3 has no recorded integrity for its entry');
    for (const version of ['1.0.2', '1.0.3']) expect(acceptedManifest(absolute(version))).toBeUndefined();
  });

  it('refuses, and keeps nothing of, a version whose files are gone, whose manifest is unreadable or that needs a newer shared', async () => {
    serving({
      [absolute('2.0.0')]: { status: 200, body: '{not json' },
      [absolute('3.0.0')]: { status: 200, body: JSON.stringify({ shared: [{ name: '@skillup/shared', requiredVersion: '^999.0.0' }] }) },
    });
    await expect(preflightRemote(ref('1.9.9'))).rejects.toThrow('answered 404');
    await expect(preflightRemote(ref('2.0.0'))).rejects.toThrow('cannot run in this host');
    await expect(preflightRemote(ref('3.0.0'))).rejects.toThrow('needs @skillup/shared ^999.0.0');
    for (const version of ['1.9.9', '2.0.0', '3.0.0']) expect(acceptedManifest(absolute(version))).toBeUndefined();
  });
});
