import { fireEvent, screen } from '@testing-library/react';
import { currentTestAtom } from '@skillup/shared';
import { aTest } from '@skillup/shared/testing';
import { renderArea } from '../testing/renderArea';

const tests = [
  aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', position: 1, status: 'complete' }),
  aTest({
    id: 2,
    name: 'Negoziazione',
    position: 2,
    description: 'Una trattativa',
    instructions: 'Leggi il caso.',
    jsonData: { image: 'ne/cover.svg', color: '#2E6DB4', duration: 30 },
  }),
  aTest({ id: 3, name: 'Role play', position: 3, prerequisites: [2] }),
];

describe('Task Room (mobile)', () => {
  let view: ReturnType<typeof renderArea>;
  afterEach(() => view.api.restore());

  it('shows the overview at / with the dashboard and a way to the tests', async () => {
    view = renderArea({ tests, mobile: true });
    expect(await screen.findByText('Completate 1 su 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Le tue attività' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Vai alle attività' }));
    expect(await screen.findByRole('region', { name: 'Le tue attività' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/tests');
  });

  it('opens the details of a touched task on /start, with cover, colour, duration and instructions', async () => {
    view = renderArea({ path: '/tests', tests, mobile: true });
    fireEvent.click(await screen.findByRole('button', { name: /^Negoziazione / }));
    expect(view.router.state.location.pathname).toBe('/start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Negoziazione' })).toBeInTheDocument();
    expect(screen.getByText('Una trattativa')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Copertina di Negoziazione' })).toHaveAttribute('src', '/tests/ne/cover.svg');
    expect(screen.getByText('Durata')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('Leggi il caso.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(view.router.state.location.pathname).toBe('/tests');
  });

  it('explains a locked task instead of opening it', async () => {
    view = renderArea({ path: '/tests', tests, mobile: true });
    fireEvent.click(await screen.findByRole('button', { name: /^Role play / }));
    expect(await screen.findByText('Completa Negoziazione per sbloccare questa attività')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/tests');
  });
});

describe('start screen (/start)', () => {
  let view: ReturnType<typeof renderArea>;
  afterEach(() => view.api.restore());

  it('goes back to / on the desktop', async () => {
    view = renderArea({ path: '/start', current: tests[1] ?? null, tests });
    fireEvent.click(await screen.findByRole('link', { name: 'Indietro' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('redirects to / without a current test', async () => {
    view = renderArea({ path: '/start', tests });
    expect(await screen.findByText('Completate 1 su 3')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('starts the test on /test with Inizia', async () => {
    view = renderArea({ path: '/start', current: tests[1] ?? null, tests, mobile: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Inizia Negoziazione' }));
    expect(view.router.state.location.pathname).toBe('/test');
    expect(view.store.get(currentTestAtom)?.id).toBe(2);
  });

  it('says Continua on the details of a test in progress', async () => {
    const inProgress = { ...tests[1]!, status: 'incomplete' as const };
    view = renderArea({ path: '/start', current: inProgress, tests: [tests[0]!, inProgress, tests[2]!], mobile: true });
    expect(await screen.findByRole('button', { name: 'Continua Negoziazione' })).toHaveTextContent(/^Continua$/);
    expect(screen.queryByRole('button', { name: 'Inizia Negoziazione' })).not.toBeInTheDocument();
  });
});
