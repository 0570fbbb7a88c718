// First: IndexedDB must exist before the queue's storage loads.
import { replaceQueue } from '@skillup/shared/queue/testing';
import { act, cleanup as unmount, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createKeyValueStore, currentTestAtom, QueueRuntime } from '@skillup/shared';
import { aCampaign } from '@skillup/shared/testing';
import { challengeApi, challengeData, challengeTests, renderChallenge } from './testing/renderChallenge';
import { tutorialKey } from './tutorial/tutorialSeen';

// Dialog transitions under jsdom are slow on a busy machine.
jest.setTimeout(20_000);

/** The bodies of the calls that marked the tutorial seen on the server. */
const tutorialMarks = (view: ReturnType<typeof renderChallenge>) =>
  view.api.requests.filter((r) => r.method === 'PUT' && r.url === '/v2/campaigns/5/challenge-tutorial').map((r) => r.body);

let databases = 0;

describe('individual-challenge area', () => {
  let cleanup: (() => void) | undefined;
  let warn: jest.SpyInstance;
  let queue: QueueRuntime;
  /** The page's queue, on a database of its own (`database`, to load the same device again), sending through the faked API. */
  async function startQueue(database = `challenge-queue-${(databases += 1)}`) {
    queue = new QueueRuntime({ store: createKeyValueStore(database) });
    replaceQueue(queue);
    await queue.start({ user: { id: 11 }, onUnauthorised: () => undefined });
    return database;
  }
  // The fixture's unsafe link is reported on every render of the area.
  beforeEach(async () => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startQueue();
  });
  afterEach(() => {
    // Unmounted first: a queue stopping under a mounted page would update it outside the test.
    unmount();
    queue.stop();
    cleanup?.();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows the header, the intro for an untouched first section, then the tutorial and the section after START', async () => {
    const view = renderChallenge();
    cleanup = view.api.restore;
    const area = (await screen.findAllByRole('region', { name: 'Individual Challenge' }))[0]!;
    expect(area).toHaveAttribute('data-remote', 'challenge');
    expect(within(area).getByText('Paolo Neri')).toBeInTheDocument();
    expect(within(area).getByRole('button', { name: 'Exit' })).toBeInTheDocument();
    expect(await within(area).findByTestId('challenge-intro')).toHaveTextContent('Four sections, one step at a time.');
    expect(within(area).getByTestId('motivation')).toHaveTextContent('Start with a direction.');
    expect(within(area).getByTestId('progress-ring')).toHaveAttribute('data-value', '0');
    expect(within(area).getAllByRole('img', { name: /^Section \d, .*: to complete$/ })).toHaveLength(4);

    fireEvent.click(within(area).getByRole('button', { name: 'START' }));
    const tutorial = await screen.findByRole('dialog', { name: 'How the challenge works' });
    for (let step = 0; step < 3; step += 1) fireEvent.click(within(tutorial).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(tutorial).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tutorialMarks(view)).toEqual([{ seen: true }]));

    expect(within(area).getByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    expect(within(area).getAllByTestId('challenge-card')).toHaveLength(2);
    expect(within(area).getByText('Progress 0%')).toBeInTheDocument();

    fireEvent.click(within(area).getByRole('button', { name: 'Watch the tutorial' }));
    expect(await screen.findByRole('dialog', { name: 'How the challenge works' })).toBeInTheDocument();
  });

  it('opens the instructions modal of a card and starts the test in the test frame', async () => {
    const view = renderChallenge({ tutorial: 'seen', tests: challengeTests({ 1: 'complete', 2: 'incomplete' }) });
    cleanup = view.api.restore;
    const area = (await screen.findAllByRole('region', { name: 'Individual Challenge' }))[0]!;
    expect(await within(area).findByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(area).getByRole('button', { name: 'Open Test 2' }));
    const modal = await screen.findByRole('dialog', { name: 'Test 2' });
    expect(within(modal).getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(within(modal).getByText('What test 2 is about')).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(within(modal).getByText('How to do test 2')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Start Test 2' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/test');
    expect(view.store.get(currentTestAtom)?.id).toBe(2);
  });

  it('in a closed campaign, says so and leads to the report; the cards show their instructions and start nothing, the tutorial stays shut', async () => {
    // Entered only for its report (docs/areas/admin.md, "Lifecycle"), the tutorial never seen.
    const campaign = aCampaign({
      id: 5,
      theme: 'ferrari-academy',
      lang: 'en',
      state: 'REPORT',
      closed: true,
      languages: [{ lang: 'en', name: 'Individual Challenge', description: 'Four sections' }],
      data: challengeData,
    });
    const view = renderChallenge({ campaign, tests: challengeTests({ 1: 'complete', 2: 'incomplete' }) });
    cleanup = view.api.restore;
    const area = (await screen.findAllByRole('region', { name: 'Individual Challenge' }))[0]!;
    expect(await within(area).findByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    expect(within(area).getByText('The campaign is closed: you can read your report.')).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'Read your report' })).toHaveAttribute('href', '/report');
    // The server said the tutorial was never seen: it still does not open.
    await waitFor(() => expect(view.api.requests.some((r) => r.method === 'GET' && r.url === '/v2/campaigns/5/challenge-tutorial')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(area).getByRole('button', { name: 'Open Test 2' }));
    const modal = await screen.findByRole('dialog', { name: 'Test 2' });
    expect(within(modal).getByText('How to do test 2')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Start Test 2' })).not.toBeInTheDocument();
    expect(within(modal).getByText('The campaign is closed: you can read your report.')).toBeInTheDocument();
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.store.get(currentTestAtom)).toBeNull();
    expect(tutorialMarks(view)).toEqual([]);
  });

  it('moves the ring, the bar and the icons in steps as sections complete', async () => {
    const view = renderChallenge({ tutorial: 'seen', tests: challengeTests({ 1: 'complete', 2: 'complete', 3: 'complete', 4: 'incomplete' }) });
    cleanup = view.api.restore;
    const area = (await screen.findAllByRole('region', { name: 'Individual Challenge' }))[0]!;
    expect(await within(area).findByRole('heading', { name: 'Section 2: People' })).toBeInTheDocument();
    expect(within(area).getByTestId('progress-ring')).toHaveAttribute('data-value', '25');
    expect(within(area).getByText('Progress 25%')).toBeInTheDocument();
    expect(within(area).getByTestId('motivation')).toHaveTextContent('Teams win.');
    expect(within(area).getByRole('img', { name: 'Section 1, Vision: complete' })).toHaveAttribute('data-state', 'complete');
    expect(within(area).getByRole('img', { name: 'Section 2, People: to complete' })).toHaveAttribute('data-state', 'pending');
  });

  it('ends with the outro and Exit at 100 %', async () => {
    const view = renderChallenge({ tests: challengeTests(Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((id) => [id, 'complete']))) });
    cleanup = view.api.restore;
    const outro = await screen.findByTestId('challenge-outro');
    expect(within(outro).getByRole('heading', { name: 'Congrats' })).toBeInTheDocument();
    expect(within(outro).getByRole('button', { name: 'Exit' })).toBeInTheDocument();
    expect(screen.getByTestId('motivation')).toHaveTextContent('The last lap is yours.');
    expect(screen.getAllByRole('img', { name: /: complete$/ })).toHaveLength(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('consults the documents: new-tab links from the campaign, none for a missing or unsafe address', async () => {
    const view = renderChallenge({ tutorial: 'seen' });
    cleanup = view.api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Consult documents' }));
    const page = await screen.findByTestId('challenge-documents');
    const corporate = within(page).getByRole('region', { name: 'Corporate' });
    expect(
      within(corporate)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Us (opens in a new tab)', 'Sustainability Report (opens in a new tab)']);
    const news = within(page).getByRole('region', { name: 'News' });
    expect(
      within(news)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Latest news (opens in a new tab)', 'Press releases (opens in a new tab)']);
    expect(within(page).getAllByTestId('highlight-card')).toHaveLength(2);
    for (const link of within(page).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(page.innerHTML).not.toContain('javascript:');
    fireEvent.click(within(page).getByRole('button', { name: 'Back to the challenge' }));
    expect(await screen.findByTestId('challenge-intro')).toBeInTheDocument();
  });

  it('shows what it can of bad campaign data and logs the rest', async () => {
    const campaign = aCampaign({
      id: 5,
      theme: 'ferrari-academy',
      languages: [{ lang: 'en', name: 'Individual Challenge', description: '' }],
      data: { order: ['vision', 'ghost'], sections: { vision: { name: 'Vision', tests: [1, 99] } }, links: { about: 'javascript:alert(1)' } },
    });
    const view = renderChallenge({ tutorial: 'seen', campaign, tests: challengeTests({ 1: 'complete' }) });
    cleanup = view.api.restore;
    const area = (await screen.findAllByRole('region', { name: 'Individual Challenge' }))[0]!;
    expect(await within(area).findByTestId('challenge-outro')).toBeInTheDocument();
    expect(within(area).getAllByRole('img', { name: /^Section/ })).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      'Campaign data not fully usable',
      expect.objectContaining({
        problems: expect.arrayContaining([
          { kind: 'badSection', id: 'ghost' },
          { kind: 'unknownTest', section: 'vision', testId: 99 },
          { kind: 'sectionCount', count: 1 },
          { kind: 'missingIntro' },
          { kind: 'missingOutro' },
          { kind: 'badLink', key: 'about' },
        ]),
      }),
    );
  });

  it('marks the tutorial seen on the server when it is left with Escape, and does not open it again', async () => {
    const view = renderChallenge({ tests: challengeTests({ 1: 'complete' }) });
    cleanup = view.api.restore;
    const tutorial = await screen.findByRole('dialog', { name: 'How the challenge works' }, { timeout: 5000 });
    // Escape is heard once the dialog has taken the focus: on a busy machine it shows before that.
    await waitFor(() => expect(tutorial).toContainElement(document.activeElement as HTMLElement), { timeout: 5000 });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(tutorialMarks(view)).toEqual([{ seen: true }]));
    expect(screen.getByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the flag this browser kept before to the queue once, removes it, and does not open the tutorial', async () => {
    localStorage.setItem(tutorialKey(11, 5), 'true');
    const view = renderChallenge({ tests: challengeTests({ 1: 'complete' }) });
    cleanup = view.api.restore;
    expect(await screen.findByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    await waitFor(() => expect(tutorialMarks(view)).toEqual([{ seen: true }]));
    expect(localStorage.getItem(tutorialKey(11, 5))).toBeNull();
    expect(view.api.requests.filter((r) => r.method === 'GET' && r.url === '/v2/campaigns/5/challenge-tutorial')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a mark the server could not take in the queue, which says seen after a reload, and sends it on a later visit', async () => {
    const view = renderChallenge({ tutorial: 'offline', tests: challengeTests({ 1: 'complete' }) });
    cleanup = view.api.restore;
    const tutorial = await screen.findByRole('dialog', { name: 'How the challenge works' }, { timeout: 5000 });
    fireEvent.click(within(tutorial).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tutorialMarks(view)).toHaveLength(1));
    expect(queue.pendingItems()).toEqual([expect.objectContaining({ type: 'CHALLENGE_TUTORIAL', userId: 11, campaignId: 5, testId: 0 })]);
    const database = `challenge-queue-${databases}`;
    /** The same device loaded again: a new page, a new queue on the same database. */
    const reload = async (tutorial: 'seen' | 'offline') => {
      unmount();
      queue.stop();
      cleanup?.();
      const tests = challengeTests({ 1: 'complete' });
      // Answering before the queue starts: it sends at once.
      const api = challengeApi({ tests, tutorial });
      cleanup = api.restore;
      await startQueue(database);
      return renderChallenge({ tutorial, tests, api });
    };

    // The server still out of reach: the mark waiting in the queue says seen.
    const offline = await reload('offline');
    expect(await screen.findByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    await act(() => queue.settled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(offline.api.requests.some((r) => r.method === 'GET' && r.url === '/v2/campaigns/5/challenge-tutorial')).toBe(false);

    const online = await reload('seen');
    await waitFor(() => expect(tutorialMarks(online)).toEqual([{ seen: true }]));
    await waitFor(() => expect(queue.state.pending).toBe(0));
  });

  it('still works when the server cannot tell whether the tutorial was seen: the tutorial shows, closes, and the section stays', async () => {
    const view = renderChallenge({ tutorial: 'offline', tests: challengeTests({ 1: 'complete' }) });
    cleanup = view.api.restore;
    const tutorial = await screen.findByRole('dialog', { name: 'How the challenge works' }, { timeout: 5000 });
    fireEvent.click(within(tutorial).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Section 1: Vision' })).toBeInTheDocument();
    await waitFor(() => expect(tutorialMarks(view)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
