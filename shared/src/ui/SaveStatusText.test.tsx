import '../queue/testing/fakeIndexedDb';
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { replaceQueue } from '../queue/default';
import { QueueRuntime } from '../queue/runtime';
import { createKeyValueStore } from '../queue/storage';
import { fakeServer, networkDown, ok } from '../queue/testing';
import { languageAtom } from '../state/language';
import { renderWithStore } from '../testing/renderWithStore';
import { SaveStatusText } from './SaveStatusText';

const ref = { userId: 5, campaignId: 2, testId: 9 };

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

describe('SaveStatusText (docs/queue.md §9)', () => {
  it('never says saved while the queue cannot reach the server, and says so once it has', async () => {
    const server = fakeServer(networkDown);
    const queue = new QueueRuntime({ store: createKeyValueStore('save-status-text'), transport: server.transport });
    replaceQueue(queue);
    renderWithStore(<SaveStatusText />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvato sul server');

    await act(async () => {
      setOnline(false);
      await queue.start({ user: { id: 5 }, onUnauthorised: jest.fn() });
      await queue.recordData(ref, { step: 1 });
      await queue.recordData(ref, { step: 2 });
      await queue.recordStatus(ref, 'incomplete');
      await queue.settled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sei offline: salvato su questo dispositivo, in attesa della connessione (2 in sospeso)');
    expect(screen.getByRole('status')).not.toHaveTextContent('Salvato sul server');

    server.answer('/tests/', ok({ status: true, applied: true, version: 3 }), ok({ status: true, applied: true, version: 3 }));
    await act(async () => {
      setOnline(true);
      await queue.settled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Salvato sul server');
    queue.stop();
  });

  it('tells a status it is given, in the user language', () => {
    const store = createStore();
    store.set(languageAtom, 'en');
    renderWithStore(<SaveStatusText status={{ state: 'sending', pending: 4, online: true }} />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('Sending… (4 to send)');
    act(() => store.set(languageAtom, 'it'));
  });
});
