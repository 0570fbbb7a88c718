import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@skillup/shared/testing';
import { ParticipantPage } from './ParticipantPage';
import { aParticipant, aTestProgress } from './testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const DETAIL = `GET /admin/campaigns/${CAMPAIGN}/participants/21/progress`;
const RESET = `POST /admin/campaigns/${CAMPAIGN}/participants/21/tests/11/reset`;

function render(routes: Record<string, FakeRoute>, role = 'admin') {
  return renderPage(<ParticipantPage campaignId={CAMPAIGN} userId={21} campaignOpen />, {
    path: `/admin/campaigns/${CAMPAIGN}/progress/21`,
    route: '/admin/campaigns/:id/progress/:userId',
    role,
    routes,
  });
}

describe('one participant’s progress', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows their tests with dates, the resets made, and a link to their report', async () => {
    const resets = [
      { id: 3, testId: 11, reason: 'Connessione persa a metà', resetBy: { id: 1, name: 'Ada Admin' }, createdAt: '2026-05-03T08:00:00.000Z' },
    ];
    const { api } = render({ [DETAIL]: { status: 200, data: aParticipant({ resets }) } });
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Anna Rossi', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Vendite')).toBeInTheDocument();
    expect(screen.getByText('Italiano')).toBeInTheDocument();
    const tests = within(screen.getByRole('region', { name: 'Tabella dei test' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(tests[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['In-basket', 'Completato', expect.stringMatching(/^4 mag 2026/), expect.stringMatching(/^4 mag 2026/), 'Azzera «In-basket»']);
    // Nothing to start again in a test never begun.
    expect(within(tests[1]!).queryByRole('button')).toBeNull();
    const log = within(screen.getByRole('region', { name: 'Tabella degli azzeramenti' })).getAllByRole('row')[1]!;
    expect(log).toHaveTextContent('In-basket');
    expect(log).toHaveTextContent('Connessione persa a metà');
    expect(log).toHaveTextContent('Ada Admin');
    expect(screen.getByText(/non è ancora disponibile per il partecipante/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leggi il report di Anna Rossi come lo vede' })).toHaveAttribute(
      'href',
      `/admin/campaigns/${CAMPAIGN}/progress/21/report`,
    );
    expect(screen.getByRole('link', { name: 'Scarica il report di Anna Rossi (PDF)' })).toHaveAttribute('href', '/api/report/7/21/download');
    expect(screen.getByRole('link', { name: 'Torna all’avanzamento' })).toHaveAttribute('href', `/admin/campaigns/${CAMPAIGN}/progress`);
  });

  it('resets a test only with a reason, which it sends, then reads the participant again', async () => {
    let reset = false;
    const { api } = render({
      [DETAIL]: () => ({
        status: 200,
        data: aParticipant(
          reset
            ? {
                tests: [aTestProgress({ status: 'not attempted', firstSavedAt: null, lastSavedAt: null, hasOutcomes: false })],
                resets: [{ id: 4, testId: 11, reason: 'Ha chiesto di rifarlo', resetBy: null, createdAt: '2026-05-05T08:00:00.000Z' }],
              }
            : {},
        ),
      }),
      [RESET]: () => {
        reset = true;
        return {
          status: 200,
          data: {
            status: true,
            reset: { id: 4, testId: 11, reason: 'Ha chiesto di rifarlo', resetBy: null, createdAt: '2026-05-05T08:00:00.000Z' },
            test: aTestProgress({ status: 'not attempted' }),
          },
        };
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Azzera «In-basket»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Azzerare «In-basket»?' });
    expect(dialog).toHaveTextContent('Le risposte e i risultati di Anna Rossi in «In-basket» saranno cancellati');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo dell’azzeramento/ });

    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Azzera il test' }));
    expect(await within(dialog).findByText('Scrivi il motivo dell’azzeramento.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: ' Ha chiesto di rifarlo ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Azzera il test' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reason: 'Ha chiesto di rifarlo' }]);
    expect(screen.getByText('«In-basket» è stato azzerato.')).toBeInTheDocument();
    expect(await screen.findByText('Ha chiesto di rifarlo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Azzera «In-basket»' })).toBeNull();
  });

  it('says in words why the server refused a reset, and keeps the dialog open', async () => {
    const { api } = render({
      [DETAIL]: { status: 200, data: aParticipant() },
      [RESET]: { status: 409, data: { status: false, code: 'TEST_360_NOT_RESETTABLE', message: 'the 360 follows the evaluations' } },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Azzera «In-basket»' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Prova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Azzera il test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Il 360 segue le valutazioni del partecipante e non si può azzerare da qui.');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Annulla' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers a superassessor no reset', async () => {
    const { api } = render({ [DETAIL]: { status: 200, data: aParticipant() } }, 'superassessor');
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Anna Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Azzera/ })).toBeNull();
  });
});
