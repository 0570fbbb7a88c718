import { act, fireEvent, screen, within } from '@testing-library/react';
import { currentTestAtom } from '@skillup/shared';
import { aCampaign, aTest, aUser } from '@skillup/shared/testing';
import { renderArea } from './testing/renderArea';

const tests = [
  aTest({ id: 3, name: 'Role play', position: 3, prerequisites: [2], description: 'Un colloquio' }),
  aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', position: 1, status: 'complete' }),
  aTest({
    id: 2,
    name: 'negoziazione',
    position: 2,
    status: 'incomplete',
    description: 'Una trattativa',
    jsonData: { image: 'ne/cover.svg', color: '#2E6DB4' },
  }),
  aTest({ id: 5, name: 'Valori', abbreviation: 'QV', position: 4, status: 'complete', repeatable: true }),
  // A campaign's 360 test is known by its kind: only the Leadership Assessment's keeps id 360.
  aTest({ id: 27, kind: 'feedback360', name: 'Feedback 360', position: 5 }),
];

const taskButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

describe('Task Room (desktop)', () => {
  let view: ReturnType<typeof renderArea>;
  afterEach(() => {
    view.api.restore();
    jest.useRealTimers();
  });

  it('greets the user, lists the tests by position with abbreviation and status icon, and asks the API for the campaign', async () => {
    view = renderArea({ tests });
    const area = await screen.findByRole('region', { name: 'Buongiorno, Marco.' });
    expect(area).toHaveAttribute('data-remote', 'taskroom');
    expect(area).toHaveAttribute('data-remote-version', '0.0.0-test');
    const list = within(await screen.findByRole('region', { name: 'Le tue attività' })).getAllByRole('button');
    expect(list.map((b) => b.textContent)).toEqual(['IBIn-basket', 'NEnegoziazione', 'RORole play', 'QVValori']);
    expect(within(list[0]!).getByRole('img', { name: 'Completata' })).toBeInTheDocument();
    expect(within(list[1]!).getByRole('img', { name: 'In corso' })).toBeInTheDocument();
    expect(within(list[2]!).getByRole('img', { name: 'Bloccata' })).toBeInTheDocument();
    expect(within(list[3]!).getByRole('img', { name: 'Completata, ripetibile' })).toBeInTheDocument();
    expect(screen.queryByText('Feedback 360')).not.toBeInTheDocument();
    expect(view.api.requests[0]?.url).toBe('/usercampaign/42/usertests');
  });

  it('shows the 360 test only in a 360 campaign, and starting it goes to /skillup-360 with the flag', async () => {
    view = renderArea({ tests, campaign: aCampaign({ id: 42, is360: true }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Feedback 360 / }));
    fireEvent.click(screen.getByRole('button', { name: 'Inizia Feedback 360' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/skillup-360 {"start360":true}');
  });

  it('opens a test that has the id 360 but is an activity in the test frame', async () => {
    view = renderArea({ tests: [aTest({ id: 360, name: 'Colloquio', position: 1 })], campaign: aCampaign({ id: 42, is360: true }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Colloquio / }));
    fireEvent.click(screen.getByRole('button', { name: 'Inizia Colloquio' }));
    expect(view.router.state.location.pathname).toBe('/test');
  });

  it('never locks tasks for assessors', async () => {
    view = renderArea({ tests, user: aUser({ role: { name: 'Assessor' } }) });
    await screen.findByText('Role play');
    expect(screen.queryByRole('img', { name: 'Bloccata' })).not.toBeInTheDocument();
    expect(within(taskButton('Role play')).getByRole('img', { name: 'Da iniziare' })).toBeInTheDocument();
  });

  it('previews a hovered task after 100 ms, and Escape brings the dashboard back', async () => {
    view = renderArea({ tests });
    const task = await screen.findByRole('button', { name: /^negoziazione / });
    jest.useFakeTimers();
    fireEvent.mouseEnter(task);
    act(() => jest.advanceTimersByTime(99));
    expect(screen.queryByRole('heading', { name: 'negoziazione' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'negoziazione' })).toBeInTheDocument();
    expect(screen.getByText('Una trattativa')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Copertina di negoziazione' })).toHaveAttribute('src', '/tests/ne/cover.svg');
    expect(screen.getByRole('img', { name: 'Copertina di negoziazione' }).parentElement).toHaveAttribute('data-colour', '#2E6DB4');
    expect(screen.queryByText('Completate 2 su 4')).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: 'negoziazione' })).not.toBeInTheDocument();
    expect(screen.getByText('Completate 2 su 4')).toBeInTheDocument();
    expect(view.store.get(currentTestAtom)).toBeNull();
  });

  it('a hover that moves on before 100 ms selects only the last task, and leaving the room clears it', async () => {
    view = renderArea({ tests });
    const first = await screen.findByRole('button', { name: /^negoziazione / });
    jest.useFakeTimers();
    fireEvent.mouseEnter(first);
    act(() => jest.advanceTimersByTime(50));
    fireEvent.mouseEnter(taskButton('Valori'));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: 'Valori' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'negoziazione' })).not.toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId('taskroom-room'));
    expect(screen.queryByRole('heading', { name: 'Valori' })).not.toBeInTheDocument();
  });

  it('does not preview a complete test that cannot be repeated', async () => {
    view = renderArea({ tests });
    fireEvent.click(await screen.findByRole('button', { name: /^In-basket / }));
    expect(screen.getByRole('button', { name: /^In-basket / })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: /^Inizia/ })).not.toBeInTheDocument();
    expect(view.store.get(currentTestAtom)).toBeNull();
  });

  it('explains a locked task with the prerequisites to finish, in the interface language', async () => {
    const locked = aTest({ id: 4, name: 'Caso', position: 9, prerequisites: [2, 3] });
    view = renderArea({ tests: [...tests, locked] });
    fireEvent.click(await screen.findByRole('button', { name: /^Caso / }));
    expect(await screen.findByText('Completa negoziazione e Role play per sbloccare questa attività')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inizia/ })).not.toBeInTheDocument();
  });

  it('explains that a task needs a current browser on a legacy one, and does not preview it', async () => {
    view = renderArea({
      tests: [aTest({ id: 8, name: 'Moderno', legacy: false }), aTest({ id: 9, name: 'Classico', legacy: true })],
      legacyBrowser: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Moderno / }));
    expect(
      await screen.findByText('Questa attività non è disponibile su questo browser. Usa una versione aggiornata di Chrome, Firefox, Edge o Safari.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inizia Moderno' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Classico / }));
    expect(screen.getByRole('button', { name: 'Inizia Classico' })).toBeInTheDocument();
  });

  it('takes up a previewed test in progress with Continua, on /test', async () => {
    view = renderArea({ tests });
    fireEvent.click(await screen.findByRole('button', { name: /^negoziazione / }));
    expect(screen.queryByRole('button', { name: 'Inizia negoziazione' })).not.toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Continua negoziazione' });
    expect(resume).toHaveTextContent(/^Continua$/);
    fireEvent.click(resume);
    expect(view.router.state.location.pathname).toBe('/test');
    expect(await screen.findByTitle('negoziazione')).toBeInTheDocument();
  });

  it('greets a guest when the user has no first name, and says when there is nothing to do', async () => {
    view = renderArea({ user: aUser({ firstName: '' }) });
    expect(await screen.findByText('Nessuna attività in questa campagna')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buongiorno, ospite.' })).toBeInTheDocument();
  });

  it('sends /tests to / on the desktop', async () => {
    view = renderArea({ path: '/tests', tests });
    await screen.findByText('Completate 2 su 4');
    expect(view.router.state.location.pathname).toBe('/');
  });
});
