// `node --test scripts/dev/`: what `npm run dev` is asked for, and the one answer it changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDevArgs } from './args.mjs';
import { withDevRemote } from './dev-remote.mjs';

const ref = (version) => ({ version, url: `/remotes/report/${version}/mf-manifest.json` });

test('the dev remote replaces the campaign pin and keeps the published default as its fallback', () => {
  const answer = { remotes: { report: { ...ref('1.2.0'), fallback: ref('1.1.0') }, taskroom: { ...ref('1.0.0'), fallback: ref('1.0.0') } } };
  const dev = { version: '1.2.0-dev', url: 'http://localhost:3001/mf-manifest.json' };
  assert.deepEqual(withDevRemote(answer, 'report', dev), {
    remotes: { report: { ...dev, fallback: ref('1.1.0') }, taskroom: answer.remotes.taskroom },
  });
  assert.deepEqual(withDevRemote({ remotes: {} }, 'report', dev), { remotes: { report: { ...dev, fallback: null } } });
});

test('the dev remote keeps the area its published version declares', () => {
  const area = { path: '/admin', roles: ['admin'], landing: true, campaign: false };
  const answer = { remotes: { admin: { version: '1.0.0', url: '/remotes/admin/1.0.0/mf-manifest.json', fallback: null, area } } };
  const dev = { version: '1.0.0-dev', url: 'http://localhost:3001/mf-manifest.json' };
  assert.deepEqual(withDevRemote(answer, 'admin', dev), { remotes: { admin: { ...dev, fallback: null, area } } });
});

test('a remote by registry or folder name, ports from flags or the environment', () => {
  assert.deepEqual(parseDevArgs(['remote-report'], {}), { remote: 'report', port: 3000, remotePort: 3001, apiUrl: null, apiPort: 3002 });
  assert.deepEqual(parseDevArgs(['360', '--port=8152', '--api-port', '8150'], {}), {
    remote: '360',
    port: 8152,
    remotePort: 8153,
    apiUrl: null,
    apiPort: 8150,
  });
  assert.equal(parseDevArgs(['taskroom'], { DEV_API_URL: 'http://localhost:8080/' }).apiUrl, 'http://localhost:8080');
});

test('a wrong request is refused with the reason', () => {
  assert.throws(() => parseDevArgs([], {}), /name one remote/);
  assert.throws(() => parseDevArgs(['host'], {}), /unknown remote "host"/);
  assert.throws(() => parseDevArgs(['report', '--port', 'x'], {}), /--port must be a port number/);
  assert.throws(() => parseDevArgs(['report', '--api', 'ftp://x'], {}), /--api must be an http\(s\) URL/);
  assert.throws(() => parseDevArgs(['report', '--verbose'], {}), /unknown option --verbose/);
});
