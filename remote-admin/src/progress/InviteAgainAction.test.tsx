import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCampaign } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { ParticipantPage } from './ParticipantPage';
import { aParticipant } from './testing/fixtures';
import { anAdminCampaign, anAdminTest } from '../testing/fixtures';
import { renderAdmin, renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const DETAIL = `GET /admin/campaigns/${CAMPAIGN}/participants/21/progress`;
const INVITE = `POST /admin/campaigns/${CAMPAIGN}/participants/21/invite`;
const BUTTON = 'Invia di nuovo l’invito';
const TITLE = 'Inviare di nuovo l’invito a Anna Rossi?';

function render(routes: Record<string, FakeRoute>, { role = 'admin', campaignOpen = true } = {}) {
  return renderPage(<ParticipantPage campaignId={CAMPAIGN} userId={21} campaignOpen={campaignOpen} />, {
    path: `/admin/campaigns/${CAMPAIGN}/progress/21`,
    route: '/admin/campaigns/:id/progress/:userId',
    role,
    routes,
  });
}

/** The server of the participant page, with what each invitation queues in turn. */
function server(queued: (0 | 1)[] = [], invite?: FakeRoute) {
  const answers = [...queued];
  return {
    [DETAIL]: { status: 200, data: aParticipant() },
    [INVITE]: invite ?? (() => ({ status: 200, data: { status: true, queued: answers.shift() ?? 0 } })),
  };
}

describe('inviting one participant again', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: Record<string, FakeRoute>, options?: Parameters<typeof render>[1]) {
    const view = render(routes, options);
    restore = view.api.restore;
    return view;
  }
  const posts = (api: ReturnType<typeof open>['api']) => api.requests.filter((request) => request.method === 'POST');
  const detailReads = (api: ReturnType<typeof open>['api']) => api.requests.filter((request) => `${request.method} ${request.url}` === DETAIL);

  async function ask() {
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    return screen.findByRole('alertdialog', { name: TITLE });
  }

  // Where the focus starts and returns is ConfirmDialog's (focus on Cancel, back on the button), checked in a browser: jsdom has no layout for the focus trap.
  it('asks naming the person and saying the previous link stops working; Cancel sends nothing', async () => {
    const { api } = open(server());
    expect(await screen.findByRole('region', { name: 'Invito' })).toHaveTextContent('il suo link è scaduto');
    const dialog = await ask();
    expect(dialog).toHaveAccessibleDescription(
      'Anna Rossi riceverà di nuovo l’email di invito alla campagna, all’indirizzo anna.rossi@demo.skillup.test.',
    );
    expect(dialog).toHaveTextContent('Il link dell’invito precedente smetterà di funzionare: varrà solo quello della nuova email.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Annulla', 'Sì, invia di nuovo']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(api)).toEqual([]);
  });

  it('queues the invitation on confirming, says so, reads the participant again; a second time within the minute says none was added', async () => {
    const { api } = open(server([1, 0]));
    let dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia di nuovo' }));
    expect(await screen.findByText('Invito messo in coda: Anna Rossi lo riceverà a breve.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(detailReads(api)).toHaveLength(2));

    dialog = await ask();
    // Asking again clears the last outcome, so that the next one is announced afresh.
    expect(screen.queryByText(/Invito messo in coda/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia di nuovo' }));
    expect(await screen.findByText('Nessun nuovo invito: ne è già stato messo in coda uno un momento fa.')).toHaveAttribute('role', 'status');
    expect(posts(api).map((request) => [request.url, request.body])).toEqual([
      [`/admin/campaigns/${CAMPAIGN}/participants/21/invite`, undefined],
      [`/admin/campaigns/${CAMPAIGN}/participants/21/invite`, undefined],
    ]);
  });

  it.each([
    ['NOT_ACTIVE', 409, 'Gli inviti si inviano solo a campagna aperta.'],
    ['PARTICIPANT_NOT_FOUND', 404, 'Questa persona non fa più parte della campagna: non riceve inviti.'],
  ])('says in words why the server refused (%s), inside the dialog, which stays open', async (code, status, words) => {
    open(server([], { status, data: { status: false, code, message: 'refused' } }));
    const dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia di nuovo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText(/Invito messo in coda/)).toBeNull();
  });

  it('is offered only to the company’s admin, while the campaign is open, for a person still active', async () => {
    const cases: [string, Parameters<typeof render>[1], Record<string, FakeRoute>?][] = [
      ['a superassessor', { role: 'superassessor' }],
      ['a campaign not open', { campaignOpen: false }],
      ['a person removed', {}, { [DETAIL]: { status: 200, data: aParticipant({ participant: { ...aParticipant().participant, active: false } }) } }],
    ];
    for (const [, options, routes] of cases) {
      const view = open(routes ?? server(), options);
      expect(await screen.findByRole('heading', { name: 'Anna Rossi', level: 3 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Invito' })).toBeNull();
      view.unmount();
      restore();
    }
  });

  it.each([
    ['ACTIVE', true],
    ['DRAFT', false],
    ['CLOSED', false],
  ] as const)('follows the state of the campaign the console loaded (%s)', async (state: AdminCampaign['state'], offered) => {
    const { api } = renderAdmin({
      path: `/admin/campaigns/${CAMPAIGN}/progress/21`,
      routes: {
        [`GET /admin/campaigns/${CAMPAIGN}`]: { status: 200, data: { campaign: anAdminCampaign({ id: CAMPAIGN, state }), tests: [anAdminTest()] } },
        'GET /admin/campaigns': { status: 200, data: { campaigns: [] } },
        ...server(),
      },
    });
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Anna Rossi', level: 3 })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: BUTTON })).toHaveLength(offered ? 1 : 0);
  });
});
