import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentTestAtom, withLocalProgressAtom } from '@skillup/shared';
import { aCampaign, aTest, aUser } from '@skillup/shared/testing';
import type { ReactNode } from 'react';
import { ActivityConnectorContext, type ActivityConnector, type ActivitySession } from '../activity/connection';
import { renderArea } from '../testing/renderArea';

const test = aTest({ id: 12, name: 'Negoziazione', url: 'ne/index.html', jsonData: { color: '#2E6DB4' } });
const timed = aTest({ id: 13, name: 'Ragionamento', url: 'rl/index.html', hasTimer: true, instructions: 'Hai 20 minuti.' });

function frame(): HTMLIFrameElement {
  return screen.getByTitle('Negoziazione') as HTMLIFrameElement;
}

/** The frame's page spoke to the app, as an activity does first (jsdom loads nothing into frames itself). */
function activitySpeaks() {
  const source = frame().contentWindow;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { channel: 'x' }, origin: 'null', source }));
  });
}

describe('test page (/test)', () => {
  let view: ReturnType<typeof renderArea>;
  afterEach(() => {
    view.api.restore();
    jest.useRealTimers();
  });

  it('runs the current test full screen in a frame sandboxed into its own origin, behind a loader in its colour', () => {
    view = renderArea({ path: '/test', current: test, campaign: aCampaign({ id: 3 }), user: aUser({ id: 7 }) });
    expect(frame()).toHaveAttribute(
      'src',
      `/tests/ne/index.html?campaignId=3&testId=12&userId=7&origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(frame()).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(screen.getByRole('status')).toHaveTextContent("Caricamento dell'attività in corso");
    activitySpeaks();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the activity could not be loaded when its page has not spoken after 6 s', () => {
    jest.useFakeTimers();
    view = renderArea({ path: '/test', current: test });
    fireEvent.load(frame());
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: {}, origin: 'null', source: window }));
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.queryByText("Impossibile caricare l'attività")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent("Impossibile caricare l'attività");
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps an activity that spoke before the 6 s check', () => {
    jest.useFakeTimers();
    view = renderArea({ path: '/test', current: test });
    activitySpeaks();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the activity could not be loaded on a load error', () => {
    view = renderArea({ path: '/test', current: test });
    fireEvent.error(frame());
    expect(screen.getByRole('alert')).toHaveTextContent("Impossibile caricare l'attività");
  });

  it.each([
    ['there is no current test', { current: null }],
    ['the test id is not an integer', { current: { ...test, id: 1.5 } }],
    ['the user id is not an integer', { current: test, user: aUser({ id: Number.NaN }) }],
  ])('goes back to / when %s', async (_case, setup) => {
    view = renderArea({ path: '/test', ...setup });
    await screen.findByRole('region', { name: /^Buongiorno/ });
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('asks before leaving a test that is not complete: No stays, Sì leaves', async () => {
    view = renderArea({ path: '/test', current: test });
    fireEvent.click(screen.getByRole('button', { name: "Esci dall'attività" }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Sei sicuro/a di uscire?' });
    expect(prompt).toHaveTextContent("Potrai completare l'attività in un secondo momento");
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/test');
    fireEvent.click(screen.getByRole('button', { name: "Esci dall'attività" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sì' }));
    expect(await screen.findByRole('region', { name: /^Buongiorno/ })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('warns that a timed test cannot be entered again, or says its own exit message', async () => {
    view = renderArea({ path: '/test', current: timed });
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Ragionamento' }));
    fireEvent.click(screen.getByRole('button', { name: "Esci dall'attività" }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      "Se esci prima di aver completato l'attività non potrai più ritornare su questa videata",
    );
    view.unmount();
    view.api.restore();

    view = renderArea({ path: '/test', current: { ...timed, exitMessage: 'Il tempo continua a scorrere.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Ragionamento' }));
    fireEvent.click(screen.getByRole('button', { name: "Esci dall'attività" }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Il tempo continua a scorrere.');
  });

  it('shows a timed test its intro with the instructions before the frame', () => {
    view = renderArea({ path: '/test', current: timed });
    expect(screen.getByText('Hai 20 minuti.')).toBeInTheDocument();
    expect(screen.queryByTitle('Ragionamento')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entra in Ragionamento' }));
    expect(screen.getByTitle('Ragionamento')).toBeInTheDocument();
  });

  describe('with the test-support API connected', () => {
    let sessions: ActivitySession[];
    let disconnected: number;
    const connector: ActivityConnector = (_frame, session) => {
      sessions.push(session);
      return () => {
        disconnected += 1;
      };
    };
    const wrap = (area: ReactNode) => <ActivityConnectorContext.Provider value={connector}>{area}</ActivityConnectorContext.Provider>;

    beforeEach(() => {
      sessions = [];
      disconnected = 0;
    });

    it('connects the frame once for the run, with who runs what', () => {
      view = renderArea({ path: '/test', current: test, wrap, campaign: aCampaign({ id: 3 }), user: aUser({ id: 7, role: { name: 'Assessor' } }) });
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ campaignId: 3, testId: 12, userId: 7, assessor: true });
    });

    it('marks the test complete when the activity says so, and then leaves without asking', async () => {
      view = renderArea({ path: '/test', current: test, wrap, campaign: aCampaign({ id: 3 }) });
      act(() => sessions[0]?.onStatus('incomplete'));
      expect(view.store.get(currentTestAtom)?.status).toBe('not attempted');
      act(() => sessions[0]?.onStatus('complete'));
      expect(view.store.get(currentTestAtom)?.status).toBe('complete');
      expect(view.store.get(withLocalProgressAtom)(3, [test])[0]?.status).toBe('complete');
      expect(sessions).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: "Esci dall'attività" }));
      expect(await screen.findByRole('region', { name: /^Buongiorno/ })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(disconnected).toBe(1);
    });

    it('closes when the activity asks to exit', async () => {
      view = renderArea({ path: '/test', current: test, wrap });
      act(() => sessions[0]?.onExit());
      expect(await screen.findByRole('region', { name: /^Buongiorno/ })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe('/');
    });

    it("asks the activity's questions with Sì and No", async () => {
      view = renderArea({ path: '/test', current: test, wrap });
      let answer: Promise<boolean> | undefined;
      act(() => {
        answer = sessions[0]?.confirm({ title: 'Consegnare?', text: 'Non potrai più modificare le risposte.' });
      });
      expect(await screen.findByRole('alertdialog', { name: 'Consegnare?' })).toHaveTextContent('Non potrai più modificare le risposte.');
      fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
      await expect(answer).resolves.toBe(true);
    });
  });
});
