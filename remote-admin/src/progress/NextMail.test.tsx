import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import type { NextCampaignMail } from '@skillup/shared/api/contract';
import { ProgressPage } from './ProgressPage';
import { aProgress, aRow } from './testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const PATH = `/admin/campaigns/${CAMPAIGN}/progress`;
const AT = '2026-10-24T07:00:00.000Z';

function render(mails: (NextCampaignMail | null)[]) {
  const rows = mails.map((nextMail, i) => aRow({ userId: 30 + i, email: `p${i}@demo.skillup.test`, lastName: `P${i}`, nextMail }));
  return renderPage(<ProgressPage campaignId={CAMPAIGN} />, {
    path: PATH,
    route: '/admin/campaigns/:id/progress',
    routes: { [`GET ${PATH}`]: { status: 200, data: aProgress({ rows, total: rows.length }) } },
  });
}

/** The grid's column of the next reminder, found by its header: each row's cell in it. */
async function nextMailCells(header: RegExp): Promise<HTMLElement[]> {
  const grid = await screen.findByRole('table', { name: /./ });
  const column = within(grid)
    .getAllByRole('columnheader')
    .findIndex((cell) => header.test(cell.textContent ?? ''));
  expect(column).toBeGreaterThan(-1);
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!);
}

/** The instant as the reader's locale writes it, in the time zone the tests run in. */
const local = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));

describe('the next reminder in the progress grid', () => {
  let restore = () => {};
  afterEach(async () => {
    restore();
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('shows when each person will next be reminded, with the instant machine-readable, and “none” in words when nothing is planned', async () => {
    const { api } = render([{ kind: 'reminder', at: AT }, null]);
    restore = api.restore;
    const [planned, none] = await nextMailCells(/^Prossimo promemoria$/);
    expect(planned).toHaveTextContent(local('it'));
    expect(planned!.querySelector('time')).toHaveAttribute('datetime', AT);
    expect(none).toHaveTextContent(/^Nessuno$/);
    // The cell is named by its column: a screen reader reads the header with it.
    expect(screen.getByRole('columnheader', { name: 'Prossimo promemoria' })).toBeInTheDocument();
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('en');
    const english = render([{ kind: 'reminder', at: AT }, null]);
    const [planned, none] = await nextMailCells(/^Next reminder$/);
    expect(planned).toHaveTextContent(local('en'));
    expect(none).toHaveTextContent(/^None$/);
    english.api.restore();
    english.unmount();

    await i18n.changeLanguage('es');
    const spanish = render([null]);
    restore = spanish.api.restore;
    const [nobody] = await nextMailCells(/^Próximo recordatorio$/);
    expect(nobody).toHaveTextContent(/^Ninguno$/);
  });
});
