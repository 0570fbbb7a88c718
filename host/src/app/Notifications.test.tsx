import { renderWithStore } from '@skillup/shared/testing';
import { act, screen } from '@testing-library/react';
import { Notifications } from './Notifications';
import { notificationsAtom, notifyAtom } from './notifications';

describe('Notifications (docs/behaviour.md §2.2, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one per key and dismisses after 3 s, or the time the notification asks for', () => {
    const { store } = renderWithStore(<Notifications />);
    act(() => {
      store.set(notifyAtom, { key: 'a', status: 'error', messageKey: 'errors.timeout' });
      store.set(notifyAtom, { key: 'a', status: 'error', messageKey: 'errors.timeout' });
      store.set(notifyAtom, { key: 'reset', status: 'success', messageKey: 'reset.sent', durationMs: 6000 });
    });
    expect(screen.getAllByText('Riprova più tardi per piacere')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Riprova più tardi per piacere')).toBeNull();
    expect(store.get(notificationsAtom).map((n) => n.key)).toEqual(['reset']);
    act(() => jest.advanceTimersByTime(3000));
    expect(store.get(notificationsAtom)).toEqual([]);
  });
});
