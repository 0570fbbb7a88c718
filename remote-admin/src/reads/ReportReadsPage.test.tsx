import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSessionExpiredHandler } from '@skillup/shared';
import type { AuditRead, AuditResponse } from '@skillup/shared/api/contract';
import { renderAdmin } from '../testing/renderAdmin';
import { readsViewFromSearch } from './ReportReadsPage';

const LUCA = { id: 5, firstName: 'Luca', lastName: 'Ferri', email: 'luca.ferri@demo.skillup.test' };
const ANNA = { id: 6, firstName: 'Anna', lastName: 'Rossi', email: 'anna.rossi@demo.skillup.test' };

const read = (overrides: Partial<AuditRead>): AuditRead => ({
  id: 1,
  readAt: '2026-11-29T12:14:00.000Z',
  kind: 'hrPdf',
  campaign: { id: 1, name: 'Leadership Assessment 2026' },
  person: LUCA,
  reader: { id: 2, kind: 'staff', name: 'Amministratore Demo' },
  address: '127.0.0.1',
  ...overrides,
});

const page = (reads: AuditRead[], overrides: Partial<AuditResponse> = {}): AuditResponse => ({
  status: true,
  reads,
  total: reads.length,
  page: 1,
  pageSize: 50,
  ...overrides,
});

const ALL = [
  read({ id: 3 }),
  read({ id: 2, kind: 'page', person: ANNA, reader: { id: 6, kind: 'self', name: 'Anna Rossi' }, address: null }),
  read({ id: 1, kind: 'run', reader: { id: null, kind: 'operations', name: 'operations' } }),
];

/** The log as the server filters it: by the person read, 50 a page, here 120 lines in all without a filter. */
function audit({ params }: { params: unknown }) {
  const query = params as URLSearchParams;
  const userId = query.get('userId');
  if (userId) return { status: 200, data: page(ALL.filter((line) => line.person.id === Number(userId))) };
  return { status: 200, data: page(ALL, { total: 120, page: Number(query.get('page') ?? 1) }) };
}

describe('the log of report reads', () => {
  let restore = () => {};
  let removeHandler = () => {};
  afterEach(() => {
    restore();
    removeHandler();
  });

  it('is in the console’s navigation for the company admin and lists each read: date, campaign, person, reader, what, address', async () => {
    const { api } = renderAdmin({
      path: '/admin',
      routes: { 'GET /admin/campaigns': { status: 200, data: { campaigns: [] } }, 'GET /admin/audit': audit },
    });
    restore = api.restore;
    const nav = await screen.findByRole('navigation', { name: 'Amministrazione' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Letture dei report' }));
    expect(await screen.findByRole('heading', { name: 'Letture dei report' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/reads');

    const table = await screen.findByRole('table', { name: 'Letture dei report, pagina 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Campagna', 'Persona', 'Letto da', 'Che cosa', 'Indirizzo']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      expect.stringMatching(/^29 nov 2026, \d\d:\d\d$/),
      'Leadership Assessment 2026',
      'Ferri Luca: mostra solo le letture del suo reportluca.ferri@demo.skillup.test',
      'Amministratore Demo (personale)',
      'PDF del report per le risorse umane',
      '127.0.0.1',
    ]);
    expect(cells(rows[1]!).slice(2)).toEqual([
      'Rossi Anna: mostra solo le letture del suo reportanna.rossi@demo.skillup.test',
      'Anna Rossi (la persona stessa)',
      'Pagina del report',
      '—',
    ]);
    expect(cells(rows[2]!).slice(3, 5)).toEqual(['Assistenza tecnica di Skillup', 'Report della lista']);
    expect(screen.getByText('120 letture')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Esporta in CSV' })).toHaveAttribute('href', '/api/admin/audit?format=csv&lang=it');

    // 120 lines, 50 a page: the next page is asked of the server.
    const pager = screen.getByRole('navigation', { name: 'Pagine delle letture' });
    expect(pager).toHaveTextContent('Pagina 1 di 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/reads?page=2'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pagine delle letture' })).toHaveTextContent('Pagina 2 di 3'));
    expect((api.requests.at(-1)!.params as URLSearchParams).get('page')).toBe('2');
  });

  it('is reached from the navigation of any page of the console, a participant’s page below the progress too', async () => {
    const { api } = renderAdmin({ path: '/admin/campaigns/11/progress/5', routes: {} });
    restore = api.restore;
    const nav = await screen.findByRole('navigation', { name: 'Amministrazione' });
    expect(within(nav).getByRole('link', { name: 'Letture dei report' })).toHaveAttribute('href', '/admin/reads');
    expect(within(nav).getByRole('link', { name: 'Campagne' })).toHaveAttribute('href', '/admin');
  });

  it('filters by the person whose name is chosen, moves the focus to the filter, exports that person’s reads and goes back to everyone', async () => {
    const { api } = renderAdmin({ path: '/admin/reads?page=2', routes: { 'GET /admin/audit': audit } });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: /Letture dei report/ });
    expect(screen.getByText('Letture dei report di tutte le persone')).toBeInTheDocument();
    fireEvent.click(within(table).getAllByRole('button', { name: /^Ferri Luca\s?: mostra solo le letture del suo report$/ })[0]!);

    const filter = await screen.findByText('Solo le letture del report di Ferri Luca');
    await waitFor(() => expect(filter).toHaveFocus());
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/reads?userId=5');
    expect((api.requests.at(-1)!.params as URLSearchParams).toString()).toBe('userId=5');
    expect(screen.getByText('2 letture')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Pagine delle letture' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Esporta in CSV' })).toHaveAttribute('href', '/api/admin/audit?userId=5&format=csv&lang=it');

    fireEvent.click(screen.getByRole('button', { name: 'Mostra tutte le persone' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/\/admin\/reads$/));
    expect(await screen.findByText('Letture dei report di tutte le persone')).toHaveFocus();
  });

  it('says when a person’s report has not been read', async () => {
    const { api } = renderAdmin({ path: '/admin/reads?userId=77', routes: { 'GET /admin/audit': audit } });
    restore = api.restore;
    expect(await screen.findByText('Nessuna lettura del report di questa persona.')).toBeInTheDocument();
    expect(screen.getByText('Solo le letture del report di la persona scelta')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not offered to a superassessor, and tells them, without signing them out, when the server refuses them the page', async () => {
    const expired = jest.fn();
    removeHandler = setSessionExpiredHandler(expired);
    const refusal = { status: 403, data: { status: false, code: 'FORBIDDEN', message: 'the log of report reads is for the company admin' } };
    const { api } = renderAdmin({
      path: '/admin/reads',
      role: 'superassessor',
      routes: { 'GET /admin/audit': refusal },
    });
    restore = api.restore;
    expect(await screen.findByRole('alert')).toHaveTextContent("Il registro delle letture dei report è riservato all'amministratore dell'azienda.");
    expect(screen.getByRole('heading', { name: 'Letture dei report' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Amministrazione' });
    expect(within(nav).queryByRole('link', { name: 'Letture dei report' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Campagne' })).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
  });

  it('reads its view from the address, ignoring what the server would refuse', () => {
    expect(readsViewFromSearch(new URLSearchParams('userId=5&page=3'))).toEqual({ userId: 5, page: 3 });
    expect(readsViewFromSearch(new URLSearchParams('userId=0&page=-1'))).toEqual({});
    expect(readsViewFromSearch(new URLSearchParams('userId=abc'))).toEqual({});
  });
});
