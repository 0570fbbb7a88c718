import '../testing/routerEnv';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@skillup/shared/testing';
import type { GroupCount, MyNominationsResponse, Nomination, NominationGroup, NominationPerson } from '@skillup/shared/api/contract';
import { CAMPAIGN, renderArea } from '../testing/renderArea';

const person = (id: number, firstName: string, lastName: string, team: string | null = 'Vendite'): NominationPerson => ({
  id,
  firstName,
  lastName,
  team,
});
const ANNA = person(31, 'Anna', 'Bianchi');
const LUCA = person(32, 'Luca', 'Rossi', 'Marketing');
const SARA = person(33, 'Sara', 'Neri', null);
const LIMITS: Record<NominationGroup, Omit<GroupCount, 'group' | 'count'>> = {
  peers: { min: 2, max: 3, threshold: 3 },
  directReports: { min: 0, max: 2, threshold: 3 },
  others: { min: 0, max: 0, threshold: 3 },
};
const nomination = (id: number, nominee: NominationPerson, overrides: Partial<Nomination> = {}): Nomination => ({
  id,
  group: 'peers',
  nominee,
  status: 'pending',
  reason: null,
  replaces: null,
  ...overrides,
});

const BASE = `/usercampaign/${CAMPAIGN}/nominations`;

type FakeRequest = Parameters<Extract<FakeRoute, (...args: never[]) => unknown>>[0];

/** The server's side of nominations: its state changes with each call, as the real one's does. */
function nominationsServer(start: Partial<MyNominationsResponse> = {}, nominateAnswer?: FakeRoute) {
  let nominations = start.nominations ?? [];
  let submittedAt = start.submittedAt ?? null;
  let next = 900;
  const mine = (): MyNominationsResponse => ({
    status: true,
    mode: 'manager',
    deadline: '2099-06-30T12:00:00Z',
    open: true,
    approver: 'Giulia Verdi',
    ...start,
    submittedAt,
    nominations,
    groups: (['peers', 'directReports', 'others'] as const).map((group) => ({
      group,
      count: nominations.filter((n) => n.group === group && (n.status === 'pending' || n.status === 'approved')).length,
      ...LIMITS[group],
    })),
  });
  const routes: Record<string, FakeRoute> = {
    [`GET ${BASE}`]: () => ({ status: 200, data: mine() }),
    [`GET ${BASE}/candidates`]: (request: FakeRequest) => {
      const q = String((request.params as { q?: string }).q ?? '').toLowerCase();
      const people = [ANNA, LUCA, SARA].filter((p) => `${p.firstName} ${p.lastName} ${p.team ?? ''}`.toLowerCase().includes(q));
      return { status: 200, data: { status: true, people } };
    },
    [`POST ${BASE}`]:
      nominateAnswer ??
      ((request: FakeRequest) => {
        const { group, userId } = request.body as { group: NominationGroup; userId: number };
        const added = nomination(
          next++,
          [ANNA, LUCA, SARA].find((p) => p.id === userId)!,
          { group },
        );
        nominations = [...nominations, added];
        return { status: 200, data: { status: true, nomination: added } };
      }),
    [`POST ${BASE}/submit`]: () => {
      submittedAt = '2099-05-02T12:00:00Z';
      return { status: 200, data: mine() };
    },
  };
  for (const n of nominations) {
    routes[`DELETE ${BASE}/${n.id}`] = () => {
      nominations = nominations.filter((other) => other.id !== n.id);
      return { status: 200, data: { status: true } };
    };
  }
  return routes;
}

describe('the nomination page', () => {
  let api: ReturnType<typeof renderArea>['api'];
  afterEach(() => {
    api.restore();
    cleanup();
  });
  const render = (routes: Record<string, FakeRoute>) => ({ api } = renderArea('/skillup-360/nominations', routes));
  const peers = () => screen.getByRole('region', { name: 'Colleghi' });

  const search = async (text: string) => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca per nome o team' }), { target: { value: text } });
    return screen.findByRole('list', { name: 'Risultati della ricerca' });
  };

  it('shows each group against its limits and threshold, and the deadline', async () => {
    render(nominationsServer({ nominations: [nomination(501, ANNA)] }));
    expect(await screen.findByRole('heading', { name: 'Scegli chi ti valuta', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Puoi scegliere fino al 30 giugno 2099')).toBeInTheDocument();
    expect(within(peers()).getByText('Nominati: 1 (minimo 2, massimo 3)')).toBeInTheDocument();
    expect(within(peers()).getByText('Nomina almeno 2 persone in questo gruppo')).toBeInTheDocument();
    expect(within(peers()).getByText('Servono almeno 3 colleghi perché le loro risposte siano mostrate')).toBeInTheDocument();
    expect(within(peers()).getByText('Anna Bianchi')).toBeInTheDocument();
    expect(within(peers()).getByText('In attesa')).toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Collaboratori' });
    expect(within(reports).getByText('Nominati: 0 (minimo 0, massimo 2)')).toBeInTheDocument();
    expect(within(reports).queryByText(/Nomina almeno/)).toBeNull();
    expect(within(reports).getByText('Nessuna persona nominata in questo gruppo')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Altri' })).toBeNull();
  });

  it('finds people by name or team and adds one to the chosen group', async () => {
    render(nominationsServer());
    await screen.findByRole('region', { name: 'Colleghi' });
    const results = await search('marketing');
    expect(within(results).getByText('Luca Rossi')).toBeInTheDocument();
    expect(within(results).queryByText('Anna Bianchi')).toBeNull();
    expect(api.requests.find((r) => r.url === `${BASE}/candidates`)?.params).toEqual({ q: 'marketing' });
    // A group without places is not offered.
    expect(within(results).queryByRole('button', { name: 'Aggiungi a Altri: Luca Rossi' })).toBeNull();
    fireEvent.click(within(results).getByRole('button', { name: 'Aggiungi a Collaboratori: Luca Rossi' }));
    const reports = screen.getByRole('region', { name: 'Collaboratori' });
    expect(await within(reports).findByText('Nominati: 1 (minimo 0, massimo 2)')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ group: 'directReports', userId: 32 }]);
    expect(within(results).getByText('Già nominata')).toBeInTheDocument();
  });

  it('removes a nomination before submitting', async () => {
    render(nominationsServer({ nominations: [nomination(501, ANNA), nomination(502, LUCA)] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi: Anna Bianchi' }));
    await waitFor(() => expect(within(peers()).queryByText('Anna Bianchi')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`${BASE}/501`]);
    expect(within(peers()).getByText('Nominati: 1 (minimo 2, massimo 3)')).toBeInTheDocument();
  });

  it('lets the nominations be submitted only when every group is within its limits, then names the approver', async () => {
    render(nominationsServer({ nominations: [nomination(501, ANNA)] }));
    const submit = await screen.findByRole('button', { name: 'Invia le nomine' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Potrai inviare le nomine quando ogni gruppo sarà tra il minimo e il massimo.')).toBeInTheDocument();
    fireEvent.click(within(await search('Rossi')).getByRole('button', { name: 'Aggiungi a Colleghi: Luca Rossi' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invia le nomine' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Invia le nomine' }));
    expect(await screen.findByText('Hai inviato le nomine il 2 maggio 2099.')).toBeInTheDocument();
    expect(screen.getByText('Le nuove nomine passano dall’approvazione di Giulia Verdi.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.url === `${BASE}/submit`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Invia le nomine' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says what the server refused, in words, and keeps the page', async () => {
    render(
      nominationsServer(
        {},
        { status: 422, data: { status: false, code: 'GROUP_FULL', message: 'the group peers already has its maximum of 3 nominations' } },
      ),
    );
    await screen.findByRole('region', { name: 'Colleghi' });
    fireEvent.click(within(await search('Anna')).getByRole('button', { name: 'Aggiungi a Colleghi: Anna Bianchi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo gruppo ha già il numero massimo di persone');
    expect(screen.getByRole('heading', { name: 'Scegli chi ti valuta' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Risultati della ricerca' })).toBeInTheDocument();
  });

  it('shows a code it has no words for with the general message and the server’s own', async () => {
    render(nominationsServer({}, { status: 409, data: { status: false, code: 'SOMETHING_NEW', message: 'not now' } }));
    await screen.findByRole('region', { name: 'Colleghi' });
    fireEvent.click(within(await search('Anna')).getByRole('button', { name: 'Aggiungi a Colleghi: Anna Bianchi' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il server ha risposto: «not now» (SOMETHING_NEW)');
  });

  it('after submitting, shows why a nomination was denied and nominates a replacement in its group', async () => {
    const denied = nomination(501, ANNA, { status: 'denied', reason: 'Non lavorate insieme' });
    render(
      nominationsServer({
        submittedAt: '2099-05-02T12:00:00Z',
        approver: null,
        nominations: [denied, nomination(502, SARA, { status: 'approved' })],
      }),
    );
    expect(await screen.findByText('Le nuove nomine passano dall’approvazione delle Risorse Umane.')).toBeInTheDocument();
    expect(within(peers()).getByText('Non approvata')).toBeInTheDocument();
    expect(within(peers()).getByText('Motivo: Non lavorate insieme')).toBeInTheDocument();
    expect(within(peers()).queryByRole('button', { name: 'Nomina un sostituto: Sara Neri' })).toBeNull();
    fireEvent.click(within(peers()).getByRole('button', { name: 'Nomina un sostituto: Anna Bianchi' }));
    expect(await screen.findByRole('heading', { name: 'Sostituto di Anna Bianchi tra Colleghi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca per nome o team' })).toHaveFocus();
    fireEvent.click(within(await search('Rossi')).getByRole('button', { name: 'Nomina: Luca Rossi' }));
    expect(await within(peers()).findByText('Luca Rossi')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ group: 'peers', userId: 32 }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Sostituto/ })).toBeNull());
  });

  it('says when nominations are closed, and when HR chooses the raters', async () => {
    render(nominationsServer({ open: false, nominations: [nomination(501, ANNA)] }));
    expect(await screen.findByText('Le nomine sono chiuse: non puoi più aggiungere né togliere persone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia le nomine' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    api.restore();
    cleanup();
    render(nominationsServer({ mode: 'hr' }));
    expect(await screen.findByText('In questa campagna le persone che ti valutano sono scelte dalle Risorse Umane.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Colleghi' })).toBeNull();
  });
});
