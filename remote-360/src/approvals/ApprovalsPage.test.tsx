import '../testing/routerEnv';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@skillup/shared/testing';
import type { Approval, NominationPerson } from '@skillup/shared/api/contract';
import { CAMPAIGN, renderArea } from '../testing/renderArea';

const person = (id: number, firstName: string, lastName: string): NominationPerson => ({ id, firstName, lastName, team: 'Vendite' });
const MARCO = person(40, 'Marco', 'Bianchi');
const approval = (id: number, nominee: NominationPerson, overrides: Partial<Approval> = {}): Approval => ({
  id,
  group: 'peers',
  evaluated: MARCO,
  nominee,
  status: 'pending',
  reason: null,
  nominatedTimes: 2,
  ...overrides,
});
const APPROVALS = [
  approval(601, person(41, 'Luca', 'Rossi'), { nominatedTimes: 6 }),
  approval(602, person(42, 'Sara', 'Neri'), { group: 'others' }),
  approval(603, person(43, 'Anna', 'Verdi'), { status: 'denied', reason: 'Troppo lontana' }),
];
const PATH = `/usercampaign/${CAMPAIGN}/approvals`;
const decided = { status: 200, data: { status: true, nomination: { ...APPROVALS[0], status: 'approved' } } };

describe('the approvals page', () => {
  let api: ReturnType<typeof renderArea>['api'];
  afterEach(() => {
    api.restore();
    cleanup();
  });
  const render = (routes: Record<string, FakeRoute> = {}) =>
    ({ api } = renderArea('/skillup-360/approvals', {
      [`GET ${PATH}`]: { status: 200, data: { status: true, loadWarning: 5, approvals: APPROVALS } },
      ...routes,
    }));
  const waiting = async () => screen.findByRole('list', { name: 'In attesa della tua decisione' });

  it('lists what waits, with the nominee’s load, and what was decided', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Nomine da approvare', level: 2 })).toBeInTheDocument();
    const list = await waiting();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Nominato 6 volte in questa campagna: più di 5')).toBeInTheDocument();
    expect(within(list).getByText('Nominato 2 volte in questa campagna')).toBeInTheDocument();
    expect(within(list).getAllByText('Per la valutazione di Marco Bianchi')).toHaveLength(2);
    expect(within(list).getByText('Gruppo: Altri')).toBeInTheDocument();
    const done = screen.getByRole('list', { name: 'Già decise' });
    expect(within(done).getByText('Non approvata')).toBeInTheDocument();
    expect(within(done).getByText('Motivo: Troppo lontana')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('approves with one press', async () => {
    render({ [`POST ${PATH}/601`]: decided });
    fireEvent.click(within(await waiting()).getByRole('button', { name: 'Approva: Luca Rossi per Marco Bianchi' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
        expect.objectContaining({ url: `${PATH}/601`, body: { decision: 'approve' } }),
      ]),
    );
  });

  it('denies only with a reason, written in the dialog', async () => {
    render({ [`POST ${PATH}/601`]: decided });
    fireEvent.click(within(await waiting()).getByRole('button', { name: 'Rifiuta: Luca Rossi per Marco Bianchi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rifiuta la nomina di Luca Rossi' });
    expect(within(dialog).getByText('Marco Bianchi vedrà il motivo e potrà nominare un sostituto.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    expect(await within(dialog).findByText('Scrivi il motivo')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: '  Non lavorano insieme ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ decision: 'deny', reason: 'Non lavorano insieme' }]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    render({ [`POST ${PATH}/601`]: { status: 409, data: { status: false, code: 'NOMINATIONS_CLOSED', message: 'closed' } } });
    fireEvent.click(within(await waiting()).getByRole('button', { name: 'Rifiuta: Luca Rossi per Marco Bianchi' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la nomina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le nomine sono chiuse');
  });
});
