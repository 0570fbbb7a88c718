import { classify, retryDelay } from './outcome';
import { DEFAULT_QUEUE_SETTINGS } from './settings';

describe('what an attempt means (docs/behaviour.md §5, §8)', () => {
  it('is a success only for 2xx or 3xx with a status field in the body', () => {
    expect(classify({ kind: 'response', status: 200, body: { status: true } })).toEqual({ kind: 'success' });
    expect(classify({ kind: 'response', status: 302, body: { status: false } })).toEqual({ kind: 'success' });
    expect(classify({ kind: 'response', status: 200, body: { ok: true } }).kind).toBe('permanent');
    expect(classify({ kind: 'response', status: 204, body: '' }).kind).toBe('permanent');
  });

  it('sorts failures into network, temporary, permanent and unauthorised', () => {
    expect(classify({ kind: 'network', message: 'x' }).kind).toBe('network');
    expect(classify({ kind: 'offline', message: 'x' }).kind).toBe('network');
    expect(classify({ kind: 'timeout', message: 'x' }).kind).toBe('network');
    expect(classify({ kind: 'response', status: 503, body: null }).kind).toBe('temporary');
    expect(classify({ kind: 'response', status: 422, body: { status: false } }).kind).toBe('permanent');
    expect(classify({ kind: 'response', status: 401, body: null })).toEqual({ kind: 'unauthorised', status: 401 });
    expect(classify({ kind: 'response', status: 403, body: null })).toEqual({ kind: 'unauthorised', status: 403 });
  });

  it('waits 1 s doubled per attempt up to the caps, and a fixed interval for permanent errors', () => {
    const settings = { ...DEFAULT_QUEUE_SETTINGS, networkMaxWaitMs: 5000, temporaryMaxWaitMs: 3000 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelay('network', n, settings))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect([1, 2, 3].map((n) => retryDelay('temporary', n, settings))).toEqual([1000, 2000, 3000]);
    expect([1, 2, 6].map((n) => retryDelay('permanent', n, settings))).toEqual([2000, 2000, 2000]);
  });
});
