import { pausedTyping } from './typing';

describe('pausedTyping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves only the latest text, once typing pauses', () => {
    const typing = pausedTyping(600);
    const saves: string[] = [];
    typing.typed(() => saves.push('Il'));
    jest.advanceTimersByTime(300);
    typing.typed(() => saves.push('Il lavoro'));
    jest.advanceTimersByTime(599);
    expect(saves).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(saves).toEqual(['Il lavoro']);
  });

  it('saves what waits at once when flushed, and only once', () => {
    const typing = pausedTyping(600);
    const saves: string[] = [];
    typing.typed(() => saves.push('nota'));
    typing.flush();
    expect(saves).toEqual(['nota']);
    jest.advanceTimersByTime(1000);
    typing.flush();
    expect(saves).toEqual(['nota']);
  });

  it('saves what waits when the page is hidden or left', () => {
    const typing = pausedTyping(600);
    const saves: string[] = [];
    typing.typed(() => saves.push('prima'));
    window.dispatchEvent(new Event('pagehide'));
    typing.typed(() => saves.push('dopo'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saves).toEqual(['prima', 'dopo']);
  });
});
