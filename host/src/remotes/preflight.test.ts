import { acceptedManifest, preflightRemote } from './preflight';

declare const __SKILLUP_SHARED_VERSION__: string;

const ref = (version: string) => ({ version, url: `/remotes/taskroom/${version}/mf-manifest.json` });
const absolute = (version: string) => new URL(ref(version).url, window.location.href).href;

function serving(files: Record<string, { status: number; body: string }>) {
  const fetched: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const file = files[url] ?? { status: 404, body: '' };
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
      shared: [{ name: '@skillup/shared', requiredVersion: `^${__SKILLUP_SHARED_VERSION__}` }],
      exposes: [{ name: 'App' }, { name: 'prefetch' }],
    });
    const fetched = serving({ [absolute('1.0.0')]: { status: 200, body: text } });
    await expect(preflightRemote(ref('1.0.0'))).resolves.toEqual({ exposes: ['App', 'prefetch'], shared: ['@skillup/shared'] });
    expect(fetched).toEqual([absolute('1.0.0')]);
    expect(acceptedManifest(absolute('1.0.0'))).toBe(text);
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
