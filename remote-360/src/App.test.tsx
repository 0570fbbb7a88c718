import './testing/indexedDb';
import './testing/routerEnv';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectedCampaignQuery, sessionUserAtom } from '@skillup/shared';
import { aCampaign, aTest, aUser, fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { createKeyValueStore, QueueRuntime } from '@skillup/shared';
import { fakeServer, networkDown, replaceQueue } from '@skillup/shared/queue/testing';
import localforage from 'localforage';
import type { Relation } from '@skillup/shared/api/contract';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import App from './App';
import { someQuestions } from './testing/questions';

const CAMPAIGN = 3;
const person = (id: number, firstName: string, status: Relation['user_is_evaluated'], relationId = 1, label = 'Collega'): Relation => ({
  id,
  firstName,
  lastName: 'Test',
  label,
  relationId,
  user_is_evaluated: status,
});
const RELATIONS = [
  person(21, 'Luca', 'y'),
  person(22, 'Elena', 'n'),
  person(23, 'Anna', 'p', 4, 'Collaboratore'),
  person(7, 'Marco', 'n', 3, 'Autovalutazione'),
];

jest.setTimeout(20_000);

const TEST_360 = 360;
/** The queue's answer to a 360 page: applied at the page's version. */
const pageApplied = (request: { body: unknown }) => ({
  kind: 'response' as const,
  status: 200,
  body: { status: true, applied: true, version: (request.body as { version: number }).version, user_is_evaluated: 'p', testStatus: 'incomplete' },
});

let databases = 0;

describe('360 area', () => {
  let api: ReturnType<typeof fakeApi>;
  let server: ReturnType<typeof fakeServer>;
  let queue: QueueRuntime;
  const USER = 7;
  beforeEach(async () => {
    databases += 1;
    server = fakeServer(pageApplied);
    queue = new QueueRuntime({ store: createKeyValueStore(`feedback360-queue-${databases}`), transport: server.transport });
    replaceQueue(queue);
    await queue.start({ user: { id: USER }, onUnauthorised: () => undefined });
  });
  afterEach(() => {
    api.restore();
    // Unmounted first: a queue stopping under a mounted page would update it outside the test.
    cleanup();
    queue.stop();
  });

  function render(routes: Record<string, FakeRoute>, { is360 = true, closed = false, path = '/skillup-360' } = {}) {
    api = fakeApi({
      [`GET /usercampaign/${CAMPAIGN}/userrelation`]: { status: 200, data: { status: true, relations: RELATIONS } },
      [`GET /usercampaign/${CAMPAIGN}/usertests`]: { status: 200, data: { status: true, usertests: [aTest({ id: TEST_360, kind: 'feedback360' })] } },
      ...routes,
    });
    const store = createStore();
    store.set(sessionUserAtom, aUser({ id: USER }));
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/skillup-360/*', element: <App /> },
      ],
      { initialEntries: [path] },
    );
    const campaign = aCampaign({ id: CAMPAIGN, is360, closed, dateStart: '2026-01-01T00:00:00Z', dateEnd: '2099-06-30T17:00:00Z' });
    renderWithStore(<RouterProvider router={router} />, { store, cached: [[selectedCampaignQuery.queryKey, campaign]] });
    return router;
  }

  const questionRoutes = (evaluee: number, overrides: Record<string, FakeRoute> = {}, relationId = 1) => ({
    [`GET /usercampaign/${CAMPAIGN}/questions/${evaluee}`]: { status: 200, data: { status: true, relationId, questions: someQuestions(12) } },
    [`GET /usercampaign/${CAMPAIGN}/userrelation/${evaluee}`]: {
      status: 200,
      data: { status: true, version: 0, user_is_evaluated: 'n', result: [] },
    },
    [`GET /tests/360/data/${CAMPAIGN}/${evaluee}`]: { status: 200, data: { status: true, data: { version: 1, testData: null } } },
    ...overrides,
  });

  it('shows completed evaluations n su m, the percentage, the deadline and each person with their action', async () => {
    render({});
    expect(await screen.findByText('1 su 4')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Scadenza 30.06.99')).toBeInTheDocument();
    const list = screen.getAllByRole('list', { name: 'Persone da valutare' })[0]!;
    expect(within(list).getByRole('button', { name: 'Modifica: Luca Test' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Inizia: Elena Test' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Continua: Anna Test' })).toBeInTheDocument();
    expect(within(list).getByText('Marco Test (tu)')).toBeInTheDocument();
    expect(within(list).getByText('Collaboratore')).toBeInTheDocument();
  });

  it('links to choosing one’s raters when HR does not choose them, and to the approvals when some are waiting', async () => {
    const nominations = (mode: string) => ({
      [`GET /usercampaign/${CAMPAIGN}/nominations`]: {
        status: 200,
        data: { status: true, mode, deadline: null, open: true, submittedAt: null, approver: null, groups: [], nominations: [] },
      },
    });
    const router = render({
      ...nominations('manager'),
      [`GET /usercampaign/${CAMPAIGN}/approvals`]: { status: 200, data: { status: true, loadWarning: 5, approvals: [] } },
    });
    const links = await screen.findByRole('navigation', { name: 'Nomine' });
    expect(within(links).queryByRole('link', { name: 'Nomine da approvare' })).toBeNull();
    fireEvent.click(within(links).getByRole('link', { name: 'Scegli chi ti valuta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillup-360/nominations'));
    api.restore();
    cleanup();
    const approval = {
      id: 1,
      group: 'peers',
      evaluated: { id: 2, firstName: 'Sara', lastName: 'Neri', team: null },
      nominee: { id: 3, firstName: 'Luca', lastName: 'Rossi', team: null },
      status: 'pending',
      reason: null,
      nominatedTimes: 1,
    };
    render({
      ...nominations('hr'),
      [`GET /usercampaign/${CAMPAIGN}/approvals`]: { status: 200, data: { status: true, loadWarning: 5, approvals: [approval] } },
    });
    expect(await screen.findByRole('link', { name: 'Nomine da approvare' })).toHaveAttribute('href', '/skillup-360/approvals');
    expect(screen.queryByRole('link', { name: 'Scegli chi ti valuta' })).toBeNull();
  });

  it('lets a nominated rater decline with a reason, and drops the person from the list', async () => {
    let relations: Relation[] = [person(21, 'Luca', 'y'), { ...person(22, 'Elena', 'n'), declinable: true }];
    render({
      [`GET /usercampaign/${CAMPAIGN}/userrelation`]: () => ({ status: 200, data: { status: true, relations } }),
      [`POST /usercampaign/${CAMPAIGN}/userrelation/22/decline`]: () => {
        relations = relations.filter((relation) => relation.id !== 22);
        return { status: 200, data: { status: true } };
      },
    });
    const list = (await screen.findAllByRole('list', { name: 'Persone da valutare' }))[0]!;
    expect(within(list).queryByRole('button', { name: 'Rifiuta: Luca Test' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Rifiuta: Elena Test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Non vuoi valutare Elena Test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la valutazione' }));
    expect(await within(dialog).findByText('Scrivi il motivo')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Non la conosco' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta la valutazione' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Elena Test')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
      [`/usercampaign/${CAMPAIGN}/userrelation/22/decline`, { reason: 'Non la conosco' }],
    ]);
  });

  it('hides people already evaluated on the second tab, and says so when nobody is left', async () => {
    render({ [`GET /usercampaign/${CAMPAIGN}/userrelation`]: { status: 200, data: { status: true, relations: [person(21, 'Luca', 'y')] } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Escludi nomi già valutati' }));
    expect(await screen.findByText('Nessun test trovato')).toBeInTheDocument();
  });

  it('asks before starting, then opens the questionnaire of that person', async () => {
    const router = render(questionRoutes(22));
    fireEvent.click(await screen.findByRole('button', { name: 'Inizia: Elena Test' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Vuoi iniziare la valutazione?')).toBeInTheDocument();
    expect(within(dialog).getByText('Stai per valutare Elena Test')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillup-360/22'));
    expect(await screen.findByText('Stai valutando Elena Test')).toBeInTheDocument();
  });

  it("keeps CONTINUA disabled with the hint until the page is answered, then saves the page with a version above the empty store's and moves on", async () => {
    render(questionRoutes(22), { path: '/skillup-360/22' });
    const button = await screen.findByRole('button', { name: 'CONTINUA' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Rispondi alla domanda per continuare')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 di 4')).toBeInTheDocument();
    expect(screen.getByText('Salvato sul server')).toBeInTheDocument();
    for (let id = 1; id <= 10; id++) {
      const group = screen.getByRole('group', { name: `Domanda chiusa ${id}` });
      fireEvent.click(within(group).getByRole('radio', { name: 'Spesso' }));
    }
    // The page's answers stay on this device until CONTINUA sends them (docs/areas/feedback-360.md: the save status until CONTINUA).
    expect(await screen.findByText('Salvato su questo dispositivo, non ancora inviato al server')).toBeInTheDocument();
    expect(screen.queryByText('Salvato sul server')).toBeNull();
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Pagina 2 di 4')).toBeInTheDocument();
    expect(await screen.findByText('Salvato sul server')).toBeInTheDocument();
    // The page went through the shared queue: one call with its answers and the stored document.
    const [sent] = server.sent;
    expect(sent?.path).toBe(`/usercampaign/${CAMPAIGN}/page/22`);
    const body = sent?.body as { version: number; values: unknown; data: string };
    expect(body.version).toBe(2);
    expect(body.values).toEqual(Array.from({ length: 10 }, (_, i) => ({ questionId: i + 1, value: 4 })));
    expect(JSON.parse(body.data).page).toBe(1);
  });

  it('moves the pages an older version kept in its own outbox into the queue as one item on first load', async () => {
    const drafts = localforage.createInstance({ name: 'skillup', storeName: 'feedback360' });
    const answers = { closed: { 1: 4, 2: 5 }, linked: {}, open: {} };
    await drafts.setItem(`sk_fe:360:${USER}:${CAMPAIGN}:26`, {
      page: 2,
      answers,
      version: 3,
      unsent: false,
      outbox: [
        { version: 3, values: [{ questionId: 2, value: 5 }], stored: '{"page":2}' },
        {
          version: 2,
          values: [
            { questionId: 1, value: 3 },
            { questionId: 2, value: 1 },
          ],
          stored: '{"page":1}',
        },
      ],
    });
    render(questionRoutes(26), { path: '/skillup-360/26' });
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({
      path: `/usercampaign/${CAMPAIGN}/page/26`,
      body: {
        version: 3,
        values: [
          { questionId: 1, value: 3 },
          { questionId: 2, value: 5 },
        ],
        data: '{"page":2}',
      },
    });
    expect(await screen.findByText('Pagina 3 di 4')).toBeInTheDocument();
    expect(await drafts.getItem(`sk_fe:360:${USER}:${CAMPAIGN}:26`)).not.toHaveProperty('outbox');
  });

  it('shows a person whose page waits in the queue as under way, with answers not sent yet', async () => {
    server.answer('/usercampaign', networkDown);
    await queue.enqueue({
      type: 'PAGE_360',
      campaignId: CAMPAIGN,
      testId: TEST_360,
      userId: USER,
      evaluee: 22,
      version: 1,
      data: { values: [{ questionId: 1, value: 2 }], stored: '{"page":1}' },
    });
    render({});
    const list = (await screen.findAllByRole('list', { name: 'Persone da valutare' }))[0]!;
    expect(within(list).getByRole('button', { name: 'Continua: Elena Test' })).toBeInTheDocument();
    expect(within(list).getAllByText('Risposte non ancora inviate')).toHaveLength(1);
  });

  it('keeps the last page on this device, with a message, when the server refuses it', async () => {
    queue.stop();
    server = fakeServer({ kind: 'response', status: 422, body: { status: false, code: 'INVALID_ANSWER', message: 'no' } });
    queue = new QueueRuntime({
      store: createKeyValueStore('feedback360-queue-refused'),
      transport: server.transport,
      settings: { maxRetries: 0, permanentWaitMs: 1 },
    });
    replaceQueue(queue);
    await queue.start({ user: { id: USER }, onUnauthorised: () => undefined });
    const answered = [
      ...Array.from({ length: 12 }, (_, i) => ({ questionId: i + 1, value: 2 })),
      { questionId: 100, answerId: 11, value: 1 },
      { questionId: 100, answerId: 12, value: 2 },
    ];
    const saved = { status: 200, data: { status: true, version: 3, user_is_evaluated: 'p', result: answered } };
    render(questionRoutes(27, { [`GET /usercampaign/${CAMPAIGN}/userrelation/27`]: saved }), { path: '/skillup-360/27' });
    fireEvent.change(await screen.findByPlaceholderText('Ora tocca a te'), { target: { value: 'Ascolta' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUA' }));
    expect(await screen.findByText(/^Il server non ha accettato le risposte di questa pagina/)).toBeInTheDocument();
    expect(server.sent[0]?.path).toBe(`/usercampaign/${CAMPAIGN}/page/27`);
    expect(screen.getByPlaceholderText('Ora tocca a te')).toHaveValue('Ascolta');
    expect(screen.getByText('Salvato su questo dispositivo, non ancora inviato al server')).toBeInTheDocument();
    expect(screen.queryByText('Hai completato la valutazione')).toBeNull();
  });

  it('offers no middle option to relation type 4', async () => {
    render(questionRoutes(23, {}, 4), { path: '/skillup-360/23' });
    const group = await screen.findByRole('group', { name: 'Domanda chiusa 1' });
    expect(within(group).queryByRole('radio', { name: 'A volte' })).toBeNull();
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
  });

  it('places linked answers with a select each, evicting the first holder of a full column', async () => {
    const saved = {
      status: 200,
      data: { status: true, version: 3, user_is_evaluated: 'p', result: Array.from({ length: 12 }, (_, i) => ({ questionId: i + 1, value: 2 })) },
    };
    render(questionRoutes(24, { [`GET /usercampaign/${CAMPAIGN}/userrelation/24`]: saved }), { path: '/skillup-360/24' });
    expect(await screen.findByText('Pagina 3 di 4')).toBeInTheDocument();
    const select = (answer: string) => screen.getByRole('combobox', { name: `Colonna per «${answer}»` });
    fireEvent.change(select('Visione'), { target: { value: '1' } });
    fireEvent.change(select('Ascolto'), { target: { value: '1' } });
    fireEvent.change(select('Delega'), { target: { value: '1' } });
    expect(select('Visione')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'CONTINUA' })).toBeDisabled();
    fireEvent.change(select('Visione'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUA' }));
    expect(await screen.findByPlaceholderText('Ora tocca a te')).toBeInTheDocument();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({
      version: 4,
      values: [
        { questionId: 100, answerId: 12, value: 1 },
        { questionId: 100, answerId: 13, value: 1 },
        { questionId: 100, answerId: 11, value: 2 },
      ],
    });
  });

  it('shows the error state and logs FAILED TO PARSE JSON when the stored document does not parse', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      questionRoutes(25, {
        [`GET /tests/360/data/${CAMPAIGN}/25`]: { status: 200, data: { status: true, data: { version: 2, testData: '{broken' } } },
      }),
      {
        path: '/skillup-360/25',
      },
    );
    expect(await screen.findByText('I dati salvati della valutazione non sono leggibili.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('FAILED TO PARSE JSON', expect.anything());
    log.mockRestore();
  });

  it('says Nessun domande disponibile when the campaign has no questions', async () => {
    render(
      questionRoutes(26, {
        [`GET /usercampaign/${CAMPAIGN}/questions/26`]: {
          status: 200,
          data: { status: true, relationId: 1, questions: { closedQuestions: [], linkedQuestions: [], openQuestions: [] } },
        },
      }),
      { path: '/skillup-360/26' },
    );
    expect(await screen.findByText('Nessun domande disponibile')).toBeInTheDocument();
  });

  it('asks before going home from the dashboard: Sarai reindirizzato a Home', async () => {
    const router = render({});
    await screen.findByText('1 su 4');
    await act(async () => {
      void router.navigate('/');
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sarai reindirizzato a Home')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/skillup-360');
    await act(async () => {
      void router.navigate('/');
    });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks before leaving a questionnaire that is not finished', async () => {
    const router = render(questionRoutes(27), { path: '/skillup-360/27' });
    await screen.findByRole('button', { name: 'CONTINUA' });
    await act(async () => {
      void router.navigate('/skillup-360');
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Vuoi uscire dalla valutazione?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillup-360'));
  });

  it('opened offline before it was ever loaded: says the device is offline, and opens by itself when the connection returns', async () => {
    onlineManager.setOnline(false);
    try {
      render(questionRoutes(28), { path: '/skillup-360/28' });
      expect(await screen.findByText('Questo dispositivo è offline')).toBeInTheDocument();
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByRole('button', { name: 'CONTINUA' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('in a closed campaign, entered for its report, offers the report instead of evaluations', async () => {
    render({}, { closed: true });
    expect(await screen.findByText('La campagna è chiusa: puoi leggere il tuo report.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leggi il tuo report' })).toHaveAttribute('href', '/report');
    expect(screen.queryByText('1 su 4')).toBeNull();
    expect(api.requests.filter((r) => r.url.includes('userrelation'))).toEqual([]);
  });

  it('says so when the campaign has no 360', async () => {
    render({}, { is360: false });
    expect(await screen.findByText('Questa campagna non prevede il feedback 360')).toBeInTheDocument();
  });
  it('a path that names no person is a page the area does not have', async () => {
    render({}, { path: '/skillup-360/luca' });
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
  });

  it('someone the caller does not evaluate: says so, without ending the session, and leads back', async () => {
    const refused = {
      status: 404,
      data: { status: false, code: 'NOT_YOUR_EVALUATION', message: 'you do not evaluate this person in this campaign' },
    };
    const router = render(
      questionRoutes(99, {
        [`GET /usercampaign/${CAMPAIGN}/questions/99`]: refused,
        [`GET /usercampaign/${CAMPAIGN}/userrelation/99`]: refused,
        [`GET /tests/360/data/${CAMPAIGN}/99`]: refused,
      }),
      { path: '/skillup-360/99' },
    );
    expect(await screen.findByRole('heading', { name: 'Questa persona non è tra quelle che valuti in questa campagna.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Torna alle valutazioni' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillup-360'));
  });
});
