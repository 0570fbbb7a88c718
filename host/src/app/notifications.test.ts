import { createStore } from 'jotai';
import { dismissNotificationAtom, notificationsAtom, notifyAtom } from './notifications';

describe('notifications', () => {
  it('keeps one notification per key, the latest', () => {
    const store = createStore();
    store.set(notifyAtom, { key: 'session', status: 'error', messageKey: 'errors.sessionExpired' });
    store.set(notifyAtom, { key: 'other', status: 'info', messageKey: 'app.loading' });
    store.set(notifyAtom, { key: 'session', status: 'warning', messageKey: 'errors.timeout' });
    expect(store.get(notificationsAtom).map((n) => [n.key, n.messageKey])).toEqual([
      ['other', 'app.loading'],
      ['session', 'errors.timeout'],
    ]);
    store.set(dismissNotificationAtom, 'other');
    expect(store.get(notificationsAtom).map((n) => n.key)).toEqual(['session']);
  });
});
