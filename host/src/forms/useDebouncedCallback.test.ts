import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebouncedCallback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, with the last arguments, after the delay', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 200));
    act(() => {
      result.current('a');
      result.current('b');
    });
    act(() => jest.advanceTimersByTime(199));
    expect(callback).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('b');
  });

  it('does not call after unmounting', () => {
    const callback = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 200));
    act(() => result.current());
    unmount();
    act(() => jest.advanceTimersByTime(500));
    expect(callback).not.toHaveBeenCalled();
  });
});
