import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOMINATION_SETTINGS, type ApprovalsResponse, type NominationSettings } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { anAdminCampaign, anAdminTest } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { anApproval } from './testing/fixtures';

const OVERVIEW = '/admin/campaigns/11/nominations';
const EVENTS = '/admin/campaigns/11/nominations/events';
const APPROVALS = '/admin/campaigns/11/nominations/approvals';
const feedback360Test = anAdminTest({ id: 201, activity: '360', url: '360/index.html', abbreviation: 'F360', name: { it: 'Feedback 360°' } });
const managerMode: NominationSettings = { ...DEFAULT_NOMINATION_SETTINGS, mode: 'manager', loadWarning: 3 };

const elisaForFrancesca = anApproval();
const lucaForMarco = anApproval({
  id: 502,
  group: 'directReports',
  evaluated: { id: 42, firstName: 'Marco', lastName: 'Conti', team: null },
  nominee: { id: 62, firstName: 'Luca', lastName: 'Bianchi', team: null },
  nominatedTimes: 4,
});
const alreadyApproved = anApproval({ id: 503, status: 'approved', nominee: { id: 63, firstName: 'Sara', lastName: 'Gallo', team: null } });
const waitingTwo: ApprovalsResponse = { status: true, loadWarning: 3, approvals: [elisaForFrancesca, lucaForMarco, alreadyApproved] };

function serverWith(overrides: Record<string, FakeRoute> = {}, campaign = anAdminCampaign({ id: 11, state: 'ACTIVE', is360: true })) {
  return {
    'GET /admin/campaigns/11': { status: 200, data: { campaign, tests: [feedback360Test] } },
    'GET /admin/campaigns/11/nominations/settings': { status: 200, data: { status: true, settings: managerMode } },
    [`GET ${OVERVIEW}`]: { status: 200, data: { status: true, settings: managerMode, people: [] } },
    [`GET ${EVENTS}`]: { status: 200, data: { status: true, events: [] } },
    [`GET ${APPROVALS}`]: { status: 200, data: waitingTwo },
    ...overrides,
  };
}

/** The server as it moves on: the list it answers after a decision leaves the decided one out. */
function deciding(answer: { status: number; data?: unknown }) {
  let decided = false;
  return {
    [`GET ${APPROVALS}`]: () => ({
      status: 200,
      data: decided ? { ...waitingTwo, approvals: [lucaForMarco, { ...elisaForFrancesca, status: 'approved' }] } : waitingTwo,
    }),
    'POST /admin/campaigns/11/nominations/501/decision': () => {
      if (answer.status === 200) decided = true;
      return answer;
    },
  };
}

const approved = (reason?: string) => ({
  status: 200,
  data: {
    status: true,
    nomination: {
      id: 501,
      group: 'peers',
      nominee: elisaForFrancesca.nominee,
      status: reason ? 'denied' : 'approved',
      reason: reason ?? null,
      replaces: null,
    },
  },
});

describe('the nominations HR approves', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: Record<string, FakeRoute>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/11/nominations', routes, role });
    restore = view.api.restore;
    return view;
  }
  const section = () => screen.findByRole('region', { name: 'Nomine da approvare' });
  const gets = (requests: { method: string; url: string }[], url: string) => requests.filter((r) => r.method === 'GET' && r.url === url).length;

  it('lists what waits, with each nominee’s load, between the readiness panel and the counts', async () => {
    open(serverWith());
    const panel = await section();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Elisa Mancini'), expect.stringContaining('Luca Bianchi')]);
    expect(items[0]).toHaveTextContent('Persona valutata: Francesca Ricci');
    expect(items[0]).toHaveTextContent('Gruppo: Colleghi');
    expect(items[0]).toHaveTextContent('Nominato 2 volte in questa campagna');
    expect(items[0]).not.toHaveTextContent('Carico alto');
    expect(items[1]).toHaveTextContent('Gruppo: Collaboratori diretti');
    expect(items[1]).toHaveTextContent('Nominato 4 volte in questa campagna');
    expect(items[1]).toHaveTextContent('Carico alto: più di 3 nomine in questa campagna.');
    expect(within(panel).queryByText('Sara Gallo')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Approva: Elisa Mancini per Francesca Ricci' })).toBeEnabled();
    expect(within(items[0]!).getByRole('button', { name: 'Rifiuta: Elisa Mancini per Francesca Ricci' })).toBeEnabled();

    const headings = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Nomine da approvare')).toBe(headings.findIndex((text) => text?.startsWith('Gruppi sotto soglia')) + 1);
    expect(headings.indexOf('Nomine da approvare')).toBe(headings.indexOf('Valutatori per persona') - 1);
  });

  it('says so when nothing waits', async () => {
    open(serverWith({ [`GET ${APPROVALS}`]: { status: 200, data: { ...waitingTwo, approvals: [alreadyApproved] } } }));
    const panel = await section();
    expect(await within(panel).findByText('Nessuna nomina in attesa di approvazione.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('approves, then reads the list, the groups and the trail again', async () => {
    const { api } = open(serverWith(deciding(approved())));
    const panel = await section();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Approva: Elisa Mancini per Francesca Ricci' }));

    expect(await within(panel).findByText('Nomina approvata: Elisa Mancini valuterà Francesca Ricci.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ decision: 'approve' }]);
    expect(within(panel).queryByText('Elisa Mancini')).toBeNull();
    expect(within(panel).getByText('Luca Bianchi')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Nomine da approvare' })).toHaveFocus());
    await waitFor(() => expect(gets(api.requests, APPROVALS)).toBe(2));
    expect(gets(api.requests, OVERVIEW)).toBe(2);
    expect(gets(api.requests, EVENTS)).toBe(2);
  });

  it('denies only with a reason, which it sends', async () => {
    const { api } = open(serverWith(deciding(approved('Lavora in un altro progetto'))));
    const panel = await section();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Rifiuta: Elisa Mancini per Francesca Ricci' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rifiuta la nomina di Elisa Mancini' });
    expect(dialog).toHaveTextContent(
      'Francesca Ricci leggerà il motivo nella sua pagina delle nomine e potrà nominare un’altra persona al posto di Elisa Mancini.',
    );
    const reason = within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ });

    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    expect(await within(dialog).findByText('Scrivi il motivo del rifiuto.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: ' Lavora in un altro progetto ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ decision: 'deny', reason: 'Lavora in un altro progetto' }]);
    expect(within(panel).getByText('Nomina rifiutata: Elisa Mancini non valuterà Francesca Ricci.')).toBeInTheDocument();
    expect(within(panel).queryByText('Elisa Mancini')).toBeNull();
    expect(gets(api.requests, OVERVIEW)).toBe(2);
  });

  it('says in words that someone else decided first, and drops the nomination', async () => {
    const { api } = open(
      serverWith(
        deciding({ status: 422, data: { status: false, code: 'NOT_PENDING', message: 'this nomination is no longer waiting for a decision' } }),
      ),
    );
    const panel = await section();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Approva: Elisa Mancini per Francesca Ricci' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('La nomina è già stata decisa, da un altro approvatore o automaticamente: l’elenco è stato aggiornato.');
    expect(alert).toHaveTextContent('(codice NOT_PENDING)');
    await waitFor(() => expect(gets(api.requests, APPROVALS)).toBe(2));
    expect(screen.queryByText(/Nomina approvata/)).toBeNull();
  });

  it('keeps the dialog open with the server’s refusal of a denial', async () => {
    open(serverWith(deciding({ status: 422, data: { status: false, code: 'REASON_REQUIRED', message: 'a denial needs its reason' } })));
    const panel = await section();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Rifiuta: Elisa Mancini per Francesca Ricci' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Troppo impegnata' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Per rifiutare una nomina serve il motivo.');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Annulla' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('offers no decision in a closed campaign', async () => {
    open(serverWith({}, anAdminCampaign({ id: 11, state: 'CLOSED', is360: true })));
    const panel = await section();
    expect(within(panel).getByText('La campagna è chiusa: le nomine non si approvano né si rifiutano più.')).toBeInTheDocument();
    expect(await within(panel).findByText('Elisa Mancini')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows a superassessor what waits, with no decision to make', async () => {
    open(serverWith(), 'superassessor');
    const panel = await section();
    expect(within(panel).getByText('Sulle nomine decide l’amministratore HR dell’azienda: qui sotto vedi cosa aspetta.')).toBeInTheDocument();
    expect(await within(panel).findByText('Elisa Mancini')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('is not there when HR alone chooses the raters', async () => {
    const hrOnly = { status: 200, data: { status: true, settings: DEFAULT_NOMINATION_SETTINGS, people: [] } };
    const { api } = open(serverWith({ [`GET ${OVERVIEW}`]: hrOnly }));
    expect(await screen.findByRole('heading', { name: 'Valutatori per persona' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nomine da approvare' })).toBeNull();
    expect(gets(api.requests, APPROVALS)).toBe(0);
  });
});
