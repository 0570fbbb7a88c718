import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebouncedCallback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls at once, and drops the calls that follow within the delay', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 200));
    act(() => result.current('a'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('a');
    act(() => jest.advanceTimersByTime(150));
    act(() => result.current('b'));
    act(() => jest.advanceTimersByTime(49));
    act(() => result.current('c'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls again once the delay has passed without a call', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 200));
    act(() => result.current('a'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current('b'));
    expect(callback.mock.calls).toEqual([['a'], ['b']]);
  });

  it('calls again at once when the work of the call before is over', async () => {
    let finish: () => void = () => undefined;
    const callback = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useDebouncedCallback(callback, 200));
    act(() => result.current());
    act(() => result.current());
    expect(callback).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    act(() => result.current());
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('calls the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 200), { initialProps: { callback: first } });
    rerender({ callback: second });
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
