import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@skillup/shared/testing';
import { ProgressPage } from './ProgressPage';
import { aProgress, aRow } from './testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const GRID = `GET /admin/campaigns/${CAMPAIGN}/progress`;
const PATH = `/admin/campaigns/${CAMPAIGN}/progress`;

/** What each request to the grid asked, as the server reads its query string. */
function asked(requests: { url: string; params: unknown }[]): Record<string, string>[] {
  return requests.filter((r) => `GET ${r.url}` === GRID).map((r) => Object.fromEntries(new URLSearchParams(r.params as URLSearchParams)));
}

function render(route: FakeRoute = { status: 200, data: aProgress() }, { path = PATH, role = 'admin' } = {}) {
  return renderPage(<ProgressPage campaignId={CAMPAIGN} />, { path, route: '/admin/campaigns/:id/progress', role, routes: { [GRID]: route } });
}

describe('the progress grid', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows each participant’s tests with their state and date, the teams with the ones under 60 % flagged', async () => {
    const { api } = render();
    restore = api.restore;
    const grid = await screen.findByRole('table', { name: /Avanzamento dei partecipanti/ });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Nome ▲',
      'E-mail',
      'Team',
      'Responsabile',
      'In-basket',
      'Caso aziendale',
      'Test completati',
      'Stato',
      'Ultima email',
      'Prossimo promemoria',
    ]);
    const [anna, luca] = within(grid).getAllByRole('row').slice(1);
    const cells = within(anna!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Rossi Anna',
      'anna.rossi@demo.skillup.test',
      'Vendite',
      'Sara Conti: mostra solo le sue persone',
      'Completato4 mag 2026',
      'Non iniziato',
      '1 su 2',
      'In corso',
      '—',
      'Nessuno',
    ]);
    expect(within(anna!).getByRole('link', { name: 'Rossi Anna' })).toHaveAttribute('href', `${PATH}/21`);
    expect(within(luca!).getAllByRole('cell')[2]).toHaveTextContent('Senza team');
    expect(screen.getByText('2 partecipanti')).toBeInTheDocument();

    const teams = screen.getByRole('region', { name: 'Completamento per team' });
    const teamRows = within(teams)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(teamRows).toEqual(['Vendite150 %Sotto il 60 %', 'Senza team175 %']);
    expect(screen.queryByRole('region', { name: 'Feedback 360°' })).toBeNull();
  });

  it('sorts on the server by the header clicked, turning the order round on a second click', async () => {
    const { api } = render();
    restore = api.restore;
    const grid = await screen.findByRole('table', { name: /Avanzamento dei partecipanti/ });
    expect(within(grid).getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(within(grid).getByRole('button', { name: /^Nome/ }));
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ sort: 'name', order: 'desc' }));
    expect(within(grid).getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(within(grid).getByRole('button', { name: /^Caso aziendale/ }));
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ sort: 'status:12', order: 'asc' }));
    expect(within(grid).getByRole('columnheader', { name: /^Caso aziendale/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(grid).getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('sends the team, state, manager and search chosen, back on the first page, and keeps them in the address', async () => {
    const { api } = render({ status: 200, data: aProgress({ total: 120 }) });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ page: '2' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Team' }), { target: { value: 'team:Vendite' } });
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ team: 'Vendite' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Team' }), { target: { value: 'none' } });
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ team: '' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Stato' }), { target: { value: 'complete' } });
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ team: '', state: 'complete' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca per nome o e-mail' }), { target: { value: ' rossi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ search: 'rossi', team: '', state: 'complete' }));

    fireEvent.click((await screen.findAllByRole('button', { name: /Sara Conti/ }))[0]!);
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ search: 'rossi', team: '', state: 'complete', managerId: '5' }));
    expect(screen.getByRole('combobox', { name: 'Responsabile' })).toHaveValue('5');
    expect(screen.getByTestId('address')).toHaveTextContent(`${PATH}?search=rossi&team=&managerId=5&state=complete`);

    fireEvent.click(screen.getByRole('button', { name: 'Togli i filtri' }));
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Cerca per nome o e-mail' })).toHaveValue('');
  });

  it("filters by a manager chosen from the campaign's managers, and shows one named only by the address as chosen", async () => {
    const { api } = render(undefined, { path: `${PATH}?managerId=99` });
    restore = api.restore;
    const managers = await screen.findByRole('combobox', { name: 'Responsabile' });
    await waitFor(() =>
      expect(
        within(managers)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Tutti i responsabili', 'Marco Bianchi', 'Sara Conti', 'Responsabile scelto']),
    );
    expect(managers).toHaveValue('99');

    fireEvent.change(managers, { target: { value: '8' } });
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({ managerId: '8' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`${PATH}?managerId=8`);
    expect(within(managers).getAllByRole('option')).toHaveLength(3);

    fireEvent.change(managers, { target: { value: 'all' } });
    await waitFor(() => expect(asked(api.requests).at(-1)).toEqual({}));
    expect(managers).toHaveValue('all');
  });

  it('reads the view from the address, and exports that view as CSV, every page of it, in the reader’s language', async () => {
    const { api } = render(undefined, { path: `${PATH}?team=Vendite&state=complete&sort=date:11&order=desc&page=3` });
    restore = api.restore;
    const link = await screen.findByRole('link', { name: 'Esporta in CSV' });
    expect(asked(api.requests)[0]).toEqual({ team: 'Vendite', state: 'complete', sort: 'date:11', order: 'desc', page: '3' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(`/api/admin/campaigns/${CAMPAIGN}/progress`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      team: 'Vendite',
      state: 'complete',
      sort: 'date:11',
      order: 'desc',
      format: 'csv',
      lang: 'it',
    });
  });

  it('leaves out of the address what the server would refuse', async () => {
    const { api } = render(undefined, { path: `${PATH}?sort=drop table&order=sideways&page=-1&state=asleep&managerId=x` });
    restore = api.restore;
    await screen.findByRole('table', { name: /Avanzamento dei partecipanti/ });
    expect(asked(api.requests)[0]).toEqual({});
  });

  it('counts the 360 per rater and per evaluated person in a 360 campaign', async () => {
    const rows = [aRow({ feedback360: { asRater: { assigned: 4, done: 1 }, asEvaluated: { raters: 6, done: 5 } } })];
    const { api } = render({ status: 200, data: aProgress({ rows, total: 1, feedback360: { relations: 40, done: 22, raters: 10, ratersDone: 3 } }) });
    restore = api.restore;
    const grid = await screen.findByRole('table', { name: /Avanzamento dei partecipanti/ });
    expect(within(grid).getByRole('columnheader', { name: '360: valutazioni date' })).toBeInTheDocument();
    const cells = within(within(grid).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(-2).map((cell) => cell.textContent)).toEqual(['1 su 4', '5 su 6']);
    const totals = screen.getByRole('region', { name: 'Feedback 360°' });
    expect(totals).toHaveTextContent('Valutazioni fatte: 22 su 40');
    expect(totals).toHaveTextContent('Valutatori che hanno finito: 3 su 10');
  });

  it('says when nobody matches, and when the grid cannot be read', async () => {
    const empty = render({ status: 200, data: aProgress({ rows: [], total: 0 }) }, { path: `${PATH}?search=zzz` });
    expect(await screen.findByText('Nessun partecipante corrisponde ai filtri.')).toBeInTheDocument();
    empty.api.restore();
    empty.unmount();
    const failing = render({ status: 500, data: { status: false, code: 'INTERNAL', message: 'x' } });
    restore = failing.api.restore;
    expect(await screen.findByRole('button', { name: /Riprova/ })).toBeInTheDocument();
  });
});
