import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns on only after the delay, and off at once', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 500), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
