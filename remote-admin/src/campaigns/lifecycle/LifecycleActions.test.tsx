import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCampaign } from '@skillup/shared/api/contract';
import { anAdminCampaign, anAdminTest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

/** The server's campaign, which each step moves on as the real one would. */
function server(initial: Partial<AdminCampaign>, refusal?: { step: string; status: number; code: string; message: string }) {
  let campaign = anAdminCampaign({ id: 11, ...initial });
  const tests = [anAdminTest()];
  const step = (path: string, next: Partial<AdminCampaign>) => () => {
    if (refusal?.step === path) return { status: refusal.status, data: { status: false, code: refusal.code, message: refusal.message } };
    campaign = { ...campaign, ...next };
    return { status: 200, data: { campaign, tests } };
  };
  return {
    'GET /admin/campaigns/11': () => ({ status: 200, data: { campaign, tests } }),
    'GET /admin/campaigns': { status: 200, data: { campaigns: [] } },
    'POST /admin/campaigns/11/launch': step('launch', { state: 'ACTIVE' }),
    'POST /admin/campaigns/11/close': step('close', { state: 'CLOSED' }),
    'POST /admin/campaigns/11/release': step('release', { reportsReleased: true, reportsReleasedAt: '2026-11-01T10:00:00.000Z' }),
  };
}

describe('the lifecycle of a campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: ReturnType<typeof server>) {
    const view = renderAdmin({ path: '/admin/campaigns/11', routes });
    restore = view.api.restore;
    return view;
  }

  it('asks before each step, saying what cannot be undone; Cancel changes nothing', async () => {
    const { api } = open(server({ state: 'DRAFT' }));
    expect(await screen.findByText('Bozza', { selector: 'span' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Avvia la campagna' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Avviare la campagna?' });
    expect(dialog).toHaveAccessibleDescription('I partecipanti la vedranno e potranno iniziare i test.');
    expect(dialog).toHaveTextContent('Non si può tornare indietro: una campagna avviata non torna bozza.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('takes the campaign from draft to open, closed and reports released, one confirmed step at a time', async () => {
    const { api } = open(server({ state: 'DRAFT' }));
    const steps = [
      { button: 'Avvia la campagna', title: 'Avviare la campagna?', confirm: 'Sì, avvia', done: 'Campagna avviata.', stage: 'Aperta' },
      { button: 'Chiudi la campagna', title: 'Chiudere la campagna?', confirm: 'Sì, chiudi', done: 'Campagna chiusa.', stage: 'Chiusa' },
      { button: 'Rilascia i report', title: 'Rilasciare i report?', confirm: 'Sì, rilascia', done: 'Report rilasciati.', stage: 'Report rilasciati' },
    ];
    for (const step of steps) {
      fireEvent.click(await screen.findByRole('button', { name: step.button }));
      const dialog = await screen.findByRole('alertdialog', { name: step.title });
      fireEvent.click(within(dialog).getByRole('button', { name: step.confirm }));
      expect(await screen.findByText(step.done)).toBeInTheDocument();
      expect(screen.getByText(step.stage, { selector: 'span' })).toBeInTheDocument();
    }
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/admin/campaigns/11/launch',
      '/admin/campaigns/11/close',
      '/admin/campaigns/11/release',
    ]);
    expect(screen.getByText('Report rilasciati: ogni partecipante può leggere il proprio report.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avvia|Chiudi|Rilascia/ })).toBeNull();
  }, 20_000);

  it('shows a refusal inside the dialog and leaves the campaign as it was', async () => {
    open(
      server(
        { state: 'DRAFT' },
        { step: 'launch', status: 409, code: 'LAUNCH_WITHOUT_TESTS', message: 'a campaign without tests cannot be launched' },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Avvia la campagna' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, avvia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Una campagna senza test non si può avviare.');
    expect(screen.getByText('Bozza', { selector: 'span' })).toBeInTheDocument();
  });
});
