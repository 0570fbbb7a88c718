import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { CAMPAIGN_MAIL_KINDS, CAMPAIGN_MAIL_STATES, type CampaignMailSummary } from '@skillup/shared/api/contract';
import { catalogues } from '../i18n';
import { ProgressPage } from './ProgressPage';
import { aProgress, aRow } from './testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const PATH = `/admin/campaigns/${CAMPAIGN}/progress`;
const AT = '2026-05-04T10:00:00.000Z';

const mail = (overrides: Partial<CampaignMailSummary> = {}): CampaignMailSummary => ({
  kind: 'invitation',
  state: 'sent',
  at: AT,
  error: null,
  ...overrides,
});

function render(mails: (CampaignMailSummary | null)[]) {
  const rows = mails.map((lastMail, i) => aRow({ userId: 30 + i, email: `p${i}@demo.skillup.test`, lastName: `P${i}`, lastMail }));
  return renderPage(<ProgressPage campaignId={CAMPAIGN} />, {
    path: PATH,
    route: '/admin/campaigns/:id/progress',
    routes: { [`GET ${PATH}`]: { status: 200, data: aProgress({ rows, total: rows.length }) } },
  });
}

/** The text of each row's last-mail cell, the grid's column after the state. */
async function lastMailCells(): Promise<HTMLElement[]> {
  const grid = await screen.findByRole('table', { name: /./ });
  const headers = within(grid).getAllByRole('columnheader');
  const column = headers.findIndex((header) => /^(Ultima email|Last mail|Último correo)$/.test(header.textContent ?? ''));
  expect(column).toBeGreaterThan(-1);
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!);
}

describe('the last mail in the progress grid', () => {
  let restore = () => {};
  afterEach(async () => {
    restore();
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('says in words which mail and how it went, with its date, and a dash when there is none', async () => {
    const { api } = render([mail(), mail({ state: 'queued' }), mail({ state: 'sending' }), mail({ state: 'cancelled' }), null]);
    restore = api.restore;
    const cells = await lastMailCells();
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Invito inviato4 mag 2026/),
      expect.stringMatching(/^Invito in coda4 mag 2026/),
      expect.stringMatching(/^Invito in invio4 mag 2026/),
      expect.stringMatching(/^Invito annullato4 mag 2026/),
      '—',
    ]);
    expect(cells[0]!.querySelector('time')).toHaveAttribute('datetime', AT);
  });

  it('shows why a mail failed as text a screen reader reaches, and why a queued one is being tried again', async () => {
    const { api } = render([
      mail({ state: 'failed', error: '550 5.1.1 <p0@demo.skillup.test>: Recipient address rejected' }),
      mail({ state: 'queued', error: 'connect ECONNREFUSED 127.0.0.1:25' }),
    ]);
    restore = api.restore;
    const [failed, retrying] = await lastMailCells();
    expect(within(failed!).getByText('Invito non recapitato')).toBeVisible();
    expect(within(failed!).getByText('Motivo: 550 5.1.1 <p0@demo.skillup.test>: Recipient address rejected')).toBeVisible();
    expect(within(retrying!).getByText('Sarà ritentato; ultimo errore: connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('en');
    const english = render([mail({ state: 'failed', error: 'refused' })]);
    const [cell] = await lastMailCells();
    expect(cell).toHaveTextContent(/^Invitation not delivered.*Reason: refused$/);
    english.api.restore();
    english.unmount();

    await i18n.changeLanguage('es');
    const spanish = render([mail()]);
    restore = spanish.api.restore;
    const [sent] = await lastMailCells();
    expect(sent).toHaveTextContent(/^Invitación enviada/);
  });

  it('has words for every kind and state of mail the server may send, in every language', () => {
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      const words = catalogue.progress.mail as unknown as Record<string, Record<string, string> | undefined>;
      for (const kind of CAMPAIGN_MAIL_KINDS)
        for (const state of CAMPAIGN_MAIL_STATES) expect([lang, kind, state, typeof words[kind]?.[state]]).toEqual([lang, kind, state, 'string']);
    }
  });
});
