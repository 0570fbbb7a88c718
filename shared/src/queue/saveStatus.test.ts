import { parseSaveStatus, saveStatusOf } from './saveStatus';

const queue = (overrides: Partial<{ pending: number; waitingForNetwork: boolean; lastError: string | null }> = {}) => ({
  pending: 0,
  waitingForNetwork: false,
  lastError: null,
  ...overrides,
});

describe('saveStatusOf', () => {
  it('is saved only when nothing is pending, online or not', () => {
    expect(saveStatusOf(queue(), true)).toEqual({ state: 'saved', pending: 0, online: true });
    expect(saveStatusOf(queue(), false)).toEqual({ state: 'saved', pending: 0, online: false });
  });

  it('waits for the connection when the browser is offline or the last attempt found no network', () => {
    expect(saveStatusOf(queue({ pending: 3 }), false).state).toBe('offline');
    expect(saveStatusOf(queue({ pending: 1, waitingForNetwork: true, lastError: 'network' }), true).state).toBe('offline');
  });

  it('retries after a server failure and is sending otherwise', () => {
    expect(saveStatusOf(queue({ pending: 2, lastError: 'HTTP 503' }), true)).toEqual({ state: 'retrying', pending: 2, online: true });
    expect(saveStatusOf(queue({ pending: 2 }), true)).toEqual({ state: 'sending', pending: 2, online: true });
  });
});

describe('parseSaveStatus', () => {
  it('accepts a well-formed status and refuses anything else', () => {
    expect(parseSaveStatus({ state: 'sending', pending: 1, online: true })).toEqual({ state: 'sending', pending: 1, online: true });
    for (const bad of [
      null,
      'saved',
      { state: 'sent', pending: 0, online: true },
      { state: 'saved', pending: 1.5, online: true },
      { state: 'saved', pending: 0 },
    ]) {
      expect(parseSaveStatus(bad)).toBeNull();
    }
  });
});
