import { setSessionExpiredHandler } from '../api/session-expiry';
import { fakeApi } from '../testing/fakeApi';
import { httpTransport } from './transport';

describe('the queue’s calls through the shared API client', () => {
  const expired = jest.fn();
  let restoreHandler: () => void;
  beforeEach(() => {
    expired.mockReset();
    restoreHandler = setSessionExpiredHandler(expired);
  });
  afterEach(() => restoreHandler());

  it('posts JSON to the path and hands back every status as an answer, a 401 included, without the interceptor’s expiry', async () => {
    const api = fakeApi({
      'POST /tests/3/status/7/11': { status: 200, data: { status: true, applied: true, version: 2 } },
      'POST /logs': { status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'no session' } },
      'POST /tests/3/data/7/11': { status: 503, data: 'busy' },
    });
    try {
      const send = httpTransport(1000);
      expect(await send('/tests/3/status/7/11', { version: 2, status: 'complete' })).toEqual({
        kind: 'response',
        status: 200,
        body: { status: true, applied: true, version: 2 },
      });
      expect(api.requests[0]).toMatchObject({ method: 'POST', body: { version: 2, status: 'complete' } });
      expect(await send('/logs', { data: '{}' })).toMatchObject({ kind: 'response', status: 401 });
      expect(await send('/tests/3/data/7/11', { version: 1, data: '' })).toMatchObject({ kind: 'response', status: 503 });
      expect(expired).not.toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });

  it('sends with the method an area’s own route takes', async () => {
    const api = fakeApi({
      'PATCH /v2/campaigns/7/storage': { status: 409, data: { status: false, code: 'CALENDAR_VERSION_CONFLICT', message: 'changed' } },
      'PUT /v2/campaigns/7/challenge-tutorial': { status: 200, data: { status: true, seen: true } },
    });
    try {
      const send = httpTransport(1000);
      expect(await send('/v2/campaigns/7/storage', { data: {}, version: 3 }, 'PATCH')).toMatchObject({ kind: 'response', status: 409 });
      expect(await send('/v2/campaigns/7/challenge-tutorial', { seen: true }, 'PUT')).toEqual({
        kind: 'response',
        status: 200,
        body: { status: true, seen: true },
      });
      expect(api.requests.map((request) => request.method)).toEqual(['PATCH', 'PUT']);
    } finally {
      api.restore();
    }
  });

  it('tells a timeout from a lost connection', async () => {
    const api = fakeApi({ 'POST /a': { fail: 'timeout' }, 'POST /b': { fail: 'network' } });
    try {
      const send = httpTransport(1000);
      expect(await send('/a', {})).toMatchObject({ kind: 'timeout' });
      expect((await send('/b', {})).kind).toMatch(/^(offline|network)$/);
    } finally {
      api.restore();
    }
  });
});
