import { networkDown, ok } from '@skillup/shared/queue/testing';
import { ITEMS_FILE_KIND, readItemsFile } from '@skillup/shared/queue';
import { languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { aUser, renderWithStore } from '@skillup/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { SynchronizationDialog } from './SynchronizationDialog';
import { synchronizingAtom } from './synchronizing';
import { installTestQueue } from './testing';

// The modal waits 1 s before logging out, on top of a fake database that starts cold.
jest.setTimeout(15_000);

const user = { id: 11 };
const ref = { userId: 11, campaignId: 7, testId: 3 };
const onUnauthorised = jest.fn();

function renderDialog(onDone: () => void) {
  const store = createStore();
  store.set(synchronizingAtom, true);
  store.set(sessionUserAtom, aUser({ id: 11 }));
  renderWithStore(<SynchronizationDialog onDone={onDone} />, { store });
  return store;
}

describe('the Synchronization modal (docs/behaviour.md §2.15)', () => {
  it('shows how many pending items have been sent, and logs out 1 s after the queue empties', async () => {
    const { server, queue } = installTestQueue();
    server.answer('/tests/checkSync/', ok({ status: true, needPushing: [] }));
    await queue.recordStatus(ref, 'incomplete');
    await queue.recordStatus({ ...ref, testId: 4 }, 'complete');
    const release = server.hold();
    const started = queue.start({ user, onUnauthorised });
    let emptiedAt = 0;
    queue.subscribe((state) => {
      if (state.pending === 0 && !emptiedAt) emptiedAt = Date.now();
    });
    let doneAt = 0;
    const onDone = jest.fn(() => {
      doneAt = Date.now();
    });
    const store = renderDialog(onDone);

    expect(await screen.findByRole('alertdialog', { name: 'Sincronizzazione' })).toBeInTheDocument();
    expect(screen.getByText('0 di 2 salvataggi inviati')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    act(() => release());
    await started;
    expect(await screen.findByText('2 di 2 salvataggi inviati')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(doneAt - emptiedAt).toBeGreaterThanOrEqual(950);
    expect(store.get(synchronizingAtom)).toBe(false);
    queue.stop();
  });

  it('waits as long as items are pending', async () => {
    const { queue } = installTestQueue(networkDown);
    await queue.recordStatus(ref, 'complete');
    await queue.start({ user, onUnauthorised });
    const onDone = jest.fn();
    renderDialog(onDone);
    expect(await screen.findByText('0 di 1 salvataggio inviato')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onDone).not.toHaveBeenCalled();
    queue.stop();
  });

  it('says the device is offline instead of promising to send, naming what waits', async () => {
    const { queue } = installTestQueue(networkDown);
    await queue.recordStatus(ref, 'complete');
    await queue.recordData(ref, { answers: [1] });
    await queue.start({ user, onUnauthorised });
    await queue.settled();
    renderDialog(jest.fn());
    expect(await screen.findByText(/Il dispositivo è offline: 2 risposte sono salvate solo qui/)).toBeInTheDocument();
    expect(screen.queryByText('Sto inviando i tuoi progressi al server prima di uscire.')).not.toBeInTheDocument();
    queue.stop();
  });

  it('speaks of a single answer in the singular', async () => {
    const { queue } = installTestQueue(networkDown);
    await queue.recordStatus(ref, 'complete');
    await queue.start({ user, onUnauthorised });
    await queue.settled();
    renderDialog(jest.fn());
    expect(await screen.findByText(/Il dispositivo è offline: 1 risposta è salvata solo qui e partirà appena/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Esci senza inviare' }));
    expect(screen.getByText(/Se esci ora, 1 risposta non ancora inviata sarà tolta da questo dispositivo e andrà persa/)).toBeInTheDocument();
    expect(screen.getByText(/potrà consegnarla in seguito/)).toBeInTheDocument();
    queue.stop();
  });

  it('speaks the user language', async () => {
    const { queue } = installTestQueue(networkDown);
    await queue.recordStatus(ref, 'complete');
    await queue.start({ user, onUnauthorised });
    const store = renderDialog(jest.fn());
    act(() => store.set(languageAtom, 'es'));
    expect(await screen.findByRole('alertdialog', { name: 'Sincronización' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omitir' })).toBeInTheDocument();
    act(() => store.set(languageAtom, 'it'));
    queue.stop();
  });

  it('Skip warns how many answers would be lost and offers them as a file first', async () => {
    const { queue } = installTestQueue(networkDown);
    await queue.recordData(ref, { answers: [1, 2] });
    await queue.recordStatus({ ...ref, testId: 4 }, 'incomplete');
    await queue.start({ user, onUnauthorised });
    await queue.settled();
    const onDone = jest.fn();
    renderDialog(onDone);

    fireEvent.click(await screen.findByRole('button', { name: 'Esci senza inviare' }));
    expect(screen.getByText(/Se esci ora, 2 risposte non ancora inviate/)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(queue.state.pending).toBe(2);

    const link = screen.getByRole('link', { name: 'Scarica le risposte non inviate' });
    const href = link.getAttribute('href') ?? '';
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(JSON.parse(text)).toMatchObject({ kind: ITEMS_FILE_KIND, userId: 11 });
    expect(readItemsFile(text, 11)).toEqual([
      expect.objectContaining({ type: 'DATA', testId: 3, version: 1, data: { answers: [1, 2] } }),
      expect.objectContaining({ type: 'STATUS', testId: 4, version: 1, status: 'incomplete' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Continua ad attendere' }));
    expect(screen.queryByText(/Se esci ora/)).not.toBeInTheDocument();
    queue.stop();
  });

  it('Skip, confirmed, turns the pending items into logs, clears them and logs out', async () => {
    // The test's calls never get through, however long the clicks take; the logs do.
    const { server, queue } = installTestQueue((request) => (request.path.startsWith('/tests/') ? networkDown : ok()));
    await queue.recordData(ref, { answers: [1, 2] });
    await queue.start({ user, onUnauthorised });
    await queue.settled();
    const onDone = jest.fn();
    const store = renderDialog(onDone);

    fireEvent.click(await screen.findByRole('button', { name: 'Esci senza inviare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Esci e scarta le risposte' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(store.get(synchronizingAtom)).toBe(false);
    expect(queue.state.pending).toBe(0);
    await queue.settled();
    const logged = server.sent
      .filter((request) => request.path === '/logs')
      .map((request) => JSON.parse((request.body as { data: string }).data) as { kind: string; data?: unknown });
    expect(logged.filter((entry) => entry.kind === 'queue-request-skipped')).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ type: 'DATA', testId: 3, version: 1 }), data: { answers: [1, 2] } }),
    ]);
    queue.stop();
  });
});
