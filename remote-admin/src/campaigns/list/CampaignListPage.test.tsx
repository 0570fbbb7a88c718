import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { aSummary } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const campaigns = [
  aSummary({ id: 11, names: { it: 'Leadership 2026', en: 'Leadership 2026 (EN)' }, state: 'ACTIVE', participants: 40, completion: 55 }),
  aSummary({
    id: 12,
    names: { en: 'Sales onboarding' },
    theme: 'calendar',
    state: 'DRAFT',
    participants: 0,
    completion: 0,
    dateStart: null,
    dateEnd: null,
  }),
  aSummary({ id: 13, names: { es: 'Ventas' }, theme: 'ferrari-academy', state: 'CLOSED', reportsReleased: true, participants: 8, completion: 100 }),
];
const routes = { 'GET /admin/campaigns': { status: 200, data: { campaigns } } };

describe('the campaign list', () => {
  let restore = () => {};
  afterEach(async () => {
    restore();
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('shows each campaign’s name in the interface language, else its first, with theme, dates, state, participants and completion', async () => {
    const { api } = renderAdmin({ routes });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Campagne' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Leadership 2026', 'Skillup', '1 set 2026 – 31 ott 2026', 'Aperta', '40', '55 %'],
      ['Sales onboarding', 'Calendario', '—', 'Bozza', '0', '0 %'],
      ['Ventas', 'Ferrari Academy', '1 set 2026 – 31 ott 2026', 'Report rilasciati', '8', '100 %'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Leadership 2026' })).toHaveAttribute('href', '/admin/campaigns/11');
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('en');
    const { api } = renderAdmin({ routes });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByRole('link', { name: 'Leadership 2026 (EN)' })).toBeInTheDocument();
    expect(within(table).getByText('Reports released')).toBeInTheDocument();
  });

  it('offers an admin a new campaign, which opens the empty form', async () => {
    const { api } = renderAdmin({ routes });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('link', { name: 'Nuova campagna' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/campaigns/new');
    expect(await screen.findByRole('heading', { name: 'Nuova campagna', level: 2 })).toBeInTheDocument();
  });

  it('lets a superassessor read the list and offers no change', async () => {
    const { api } = renderAdmin({ routes, role: 'SuperAssessor' });
    restore = api.restore;
    expect(await screen.findByRole('table', { name: 'Campagne' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuova campagna' })).toBeNull();
  });

  it('says when there is none, and when the list cannot be read', async () => {
    const empty = renderAdmin({ routes: { 'GET /admin/campaigns': { status: 200, data: { campaigns: [] } } } });
    expect(await screen.findByText('Non ci sono ancora campagne.')).toBeInTheDocument();
    empty.api.restore();
    empty.unmount();
    const failing = renderAdmin({ routes: { 'GET /admin/campaigns': { status: 500, data: { status: false, code: 'INTERNAL', message: 'x' } } } });
    restore = failing.api.restore;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument());
  });
});
