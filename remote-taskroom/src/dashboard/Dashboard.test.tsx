import { act, screen, within } from '@testing-library/react';
import { aCampaign, aTest, fakeApi, renderWithStore } from '@skillup/shared/testing';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Completion } from './Completion';
import { Dashboard } from './Dashboard';
import { Deadline } from './Deadline';

/** A moment for a query that is not expected to run, or whose answer is to be ignored, to settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('dashboard', () => {
  let api: ReturnType<typeof fakeApi>;
  const answering = (available: boolean) => {
    api?.restore();
    api = fakeApi({ 'GET /report/42/config': { status: 200, data: { status: true, available } } });
  };
  beforeEach(() => answering(false));
  afterEach(() => api.restore());
  const tests = [
    aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', status: 'complete' }),
    aTest({ id: 2, name: 'negoziazione', status: 'complete' }),
    aTest({ id: 3, name: 'Role play', status: 'incomplete' }),
  ];

  it('counts the completed tests, shows an icon for each and the rounded percentage, with the description', () => {
    renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: 'Grazie!' })} tests={tests} />);
    expect(screen.getByText('Completate 2 su 3')).toBeInTheDocument();
    const icons = within(screen.getByRole('list', { name: 'Attività completate' })).getAllByRole('listitem');
    expect(icons.map((icon) => icon.textContent)).toEqual(['IB', 'NE']);
    expect(icons[1]).toHaveAttribute('title', 'negoziazione');
    expect(screen.getByText('Avanzamento 67%')).toBeInTheDocument();
    expect(screen.getByText('Il percorso')).toBeInTheDocument();
    expect(screen.queryByText('Grazie!')).not.toBeInTheDocument();
  });

  it('speaks of a single test in the singular', () => {
    renderWithStore(
      <Completion campaign={aCampaign({ description: 'Il percorso' })} tests={[aTest({ id: 1, name: 'In-basket', status: 'incomplete' })]} />,
    );
    expect(screen.getByText('Completata 0 su 1')).toBeInTheDocument();
  });

  it('shows the on-complete text once every test is complete, the description when there is none', () => {
    const done = tests.map((test) => ({ ...test, status: 'complete' as const }));
    const { unmount } = renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: 'Grazie!' })} tests={done} />);
    expect(screen.getByText('Grazie!')).toBeInTheDocument();
    expect(screen.getByText('Avanzamento 100%')).toBeInTheDocument();
    unmount();
    renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: null })} tests={done} />);
    expect(screen.getByText('Il percorso')).toBeInTheDocument();
  });

  describe('the report, once every test is done', () => {
    const done = tests.map((test) => ({ ...test, status: 'complete' as const }));
    const campaign = aCampaign({ id: 42, onCompleteText: 'Grazie!' });
    const renderCompletion = (props: Partial<ComponentProps<typeof Completion>>) =>
      renderWithStore(
        <MemoryRouter>
          <Completion campaign={campaign} tests={done} {...props} />
        </MemoryRouter>,
      );

    it('says it is ready and links it when it is there', async () => {
      answering(true);
      renderCompletion({});
      expect(await screen.findByText(/Il tuo report è pronto/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Leggi il report' })).toHaveAttribute('href', '/report');
      expect(screen.getByText('Grazie!')).toBeInTheDocument();
    });

    it('leaves the link to the page when it has its own button', async () => {
      answering(true);
      renderCompletion({ linkReport: false });
      expect(await screen.findByText(/Il tuo report è pronto/)).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('says nothing of it while it is not there, and does not ask before every test is done', async () => {
      answering(false);
      renderCompletion({});
      await screen.findByText('Grazie!');
      await settle();
      expect(api.requests.map((request) => request.url)).toEqual(['/report/42/config']);
      expect(screen.queryByText(/Il tuo report è pronto/)).not.toBeInTheDocument();
      answering(true);
      renderCompletion({ tests });
      await settle();
      expect(api.requests).toEqual([]);
      expect(screen.queryByText(/Il tuo report è pronto/)).not.toBeInTheDocument();
    });
  });

  it('shows the deadline as dd.MM.yyyy HH:mm with the share of time elapsed', () => {
    const campaign = { dateStart: new Date(2026, 0, 1, 9, 0).toISOString(), dateEnd: new Date(2026, 0, 11, 9, 0).toISOString() };
    renderWithStore(<Deadline campaign={campaign} now={new Date(2026, 0, 3, 21, 0)} />);
    expect(screen.getByText('Scadenza 11.01.2026 09:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tempo trascorso' })).toHaveAttribute('aria-valuenow', '25');
  });

  it.each([
    ['before the start', new Date(2025, 11, 1), '0'],
    ['after the end', new Date(2027, 0, 1), '99'],
  ])('clamps the elapsed bar %s', (_when, now, value) => {
    const campaign = { dateStart: new Date(2026, 0, 1).toISOString(), dateEnd: new Date(2026, 0, 11).toISOString() };
    renderWithStore(<Deadline campaign={campaign} now={now} />);
    expect(screen.getByRole('progressbar', { name: 'Tempo trascorso' })).toHaveAttribute('aria-valuenow', value);
  });

  it('shows no deadline in a closed campaign, entered for its report', () => {
    const campaign = { dateStart: '2025-01-01T00:00:00Z', dateEnd: '2025-06-30T17:00:00Z', description: 'Il percorso' };
    const { unmount } = renderWithStore(
      <MemoryRouter>
        <Dashboard campaign={aCampaign(campaign)} tests={tests} linkReport={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Scadenza /)).toBeInTheDocument();
    unmount();
    renderWithStore(
      <MemoryRouter>
        <Dashboard campaign={aCampaign({ ...campaign, closed: true })} tests={tests} linkReport={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Completate 2 su 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Scadenza /)).toBeNull();
  });

  it('shows no deadline for a campaign without an end date', () => {
    renderWithStore(<Deadline campaign={{ dateStart: '2026-01-01T00:00:00Z', dateEnd: null }} now={new Date()} />);
    expect(screen.queryByText(/Scadenza/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
