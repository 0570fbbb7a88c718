import { networkDown, ok } from '@skillup/shared/queue/testing';
import { renderWithStore } from '@skillup/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { SynchronizationDialog } from './SynchronizationDialog';
import { synchronizingAtom } from './synchronizing';
import { installTestQueue } from './testing';

const user = { id: 11 };
const ref = { userId: 11, campaignId: 7, testId: 3 };
const onUnauthorised = jest.fn();

function renderDialog(onDone: () => void) {
  const store = createStore();
  store.set(synchronizingAtom, true);
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

    expect(await screen.findByRole('alertdialog', { name: 'Synchronization' })).toBeInTheDocument();
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
    expect(await screen.findByText('0 di 1 salvataggi inviati')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onDone).not.toHaveBeenCalled();
    queue.stop();
  });

  it('Skip turns the pending items into logs, clears them and logs out', async () => {
    const { server, queue } = installTestQueue();
    server.answer('/tests/', networkDown, networkDown);
    await queue.recordData(ref, { answers: [1, 2] });
    await queue.start({ user, onUnauthorised });
    await queue.settled();
    const onDone = jest.fn();
    const store = renderDialog(onDone);

    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
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
