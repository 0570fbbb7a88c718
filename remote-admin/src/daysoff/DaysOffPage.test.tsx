import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DayOffEntry, DaysOffResponse } from '@skillup/shared/api/contract';
import { renderAdmin } from '../testing/renderAdmin';

/** The server's side for the page: Italy's two December holidays of 2026, and what the page changes. */
function companyDays() {
  let country: string | null = 'IT';
  const changed = new Map<string, { off: boolean; name?: string }>();
  const national: Record<string, string> = { '2026-12-08': 'Immacolata Concezione', '2026-12-25': 'Natale di Gesù' };
  const year = ({ params }: { params: unknown }) => {
    const asked = Number((params as Record<string, unknown>).year);
    const days: DayOffEntry[] = [];
    for (const [day, name] of Object.entries(country ? national : {})) {
      if (day.startsWith(String(asked))) days.push({ day, name, national: true, off: changed.get(day)?.off ?? true });
    }
    for (const [day, change] of changed) {
      if (!national[day] && change.off && day.startsWith(String(asked))) days.push({ day, name: change.name ?? '', national: false, off: true });
    }
    const data: DaysOffResponse = {
      status: true,
      year: asked,
      country,
      countries: ['ES', 'IT'],
      days: days.sort((a, b) => a.day.localeCompare(b.day)),
    };
    return { status: 200, data };
  };
  return {
    'GET /admin/campaigns': { status: 200, data: { campaigns: [] } },
    'GET /admin/days-off': year,
    'PUT /admin/days-off/country': ({ body }: { body: unknown }) => {
      country = (body as { country: string | null }).country;
      return { status: 200, data: { status: true } };
    },
    'PUT /admin/days-off/2026-12-08': ({ body }: { body: unknown }) => {
      changed.set('2026-12-08', body as { off: boolean });
      return { status: 200, data: { status: true } };
    },
    'PUT /admin/days-off/2027-03-19': ({ body }: { body: unknown }) => {
      changed.set('2027-03-19', body as { off: boolean; name: string });
      return { status: 200, data: { status: true } };
    },
  };
}

describe("the company's days off", () => {
  let restore = () => {};
  afterEach(() => restore());

  it('lists the year’s holidays, works one, adds a closing day and follows another country', async () => {
    const { api } = renderAdmin({ path: '/admin/days-off?year=2025', routes: companyDays() });
    restore = api.restore;
    const nav = await screen.findByRole('navigation', { name: 'Amministrazione' });
    expect(within(nav).getByRole('link', { name: 'Giorni non lavorativi' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Anno 2025' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Anno successivo' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/days-off?year=2026'));

    const table = await screen.findByRole('table', { name: 'Giorni non lavorativi del 2026' });
    const row = () => within(table).getByRole('row', { name: /martedì 8 dicembre 2026/ });
    expect(
      within(row())
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['martedì 8 dicembre 2026', 'Immacolata Concezione', 'Festività nazionale', 'Non lavorativo', 'Rendi lavorativo']);
    fireEvent.click(within(row()).getByRole('button', { name: 'Rendi lavorativo: martedì 8 dicembre 2026' }));
    await waitFor(() => expect(within(row()).getByRole('button')).toHaveTextContent('Rendi non lavorativo'));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ off: false });

    // An added day needs its name; the year shown moves to the day's.
    fireEvent.change(screen.getByLabelText(/^Giorno/, { selector: 'input' }), { target: { value: '2027-03-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Scrivi il nome del giorno')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveFocus());
    fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: 'San Giuseppe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('San Giuseppe aggiunto: venerdì 19 marzo 2027')).toHaveAttribute('role', 'status');
    const next = await screen.findByRole('table', { name: 'Giorni non lavorativi del 2027' });
    expect(within(next).getByRole('row', { name: /San Giuseppe/ })).toHaveTextContent("Aggiunto dall'azienda");

    fireEvent.change(screen.getByRole('combobox', { name: /Festività nazionali di/ }), { target: { value: '' } });
    await waitFor(() => expect(api.requests.some((request) => request.url === '/admin/days-off/country')).toBe(true));
    expect(api.requests.find((request) => request.url === '/admin/days-off/country')?.body).toEqual({ country: null });
  });

  it('shows a superassessor the days without a button to change them', async () => {
    const { api } = renderAdmin({ path: '/admin/days-off?year=2026', role: 'superassessor', routes: companyDays() });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Giorni non lavorativi del 2026' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Festività nazionali di: Italia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi' })).toBeNull();
  });
});
