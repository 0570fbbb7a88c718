import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestionnaire, AdminQuestionnaireResponse } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { anAdminCampaign, anAdminTest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const campaign = anAdminCampaign({ id: 11, state: 'ACTIVE', is360: true });
const feedback360Test = anAdminTest({ id: 201, activity: '360', url: '360/index.html', abbreviation: 'F360', name: { it: 'Feedback 360°' } });

const it_en = (it: string, en: string) => ({ it, en });

const questionnaire: AdminQuestionnaire = {
  scale: [1, 2, 3, 4, 5].map((value) => ({ value, label: it_en(`Livello ${value}`, `Level ${value}`) })),
  questions: [
    { kind: 'closed', text: it_en('Ascolta i colleghi', 'Listens to colleagues'), skillId: 7 },
    { kind: 'open', text: it_en('Cosa dovrebbe cambiare?', 'What should change?'), maxLength: 800 },
    {
      kind: 'linked',
      text: it_en('Punti di forza e da sviluppare', 'Strengths and areas to develop'),
      minAnswers: 1,
      maxAnswers: 2,
      columns: [{ label: it_en('Forza', 'Strength') }, { label: it_en('Da sviluppare', 'To develop') }],
      answers: [{ label: it_en('Ascolto', 'Listening') }, { label: it_en('Delega', 'Delegation') }, { label: it_en('Visione', 'Vision') }],
    },
  ],
};

const skills = [
  { id: 7, area: { it: 'Relazioni', en: 'Relations' }, name: { it: 'Ascolto', en: 'Listening' } },
  { id: 8, area: { it: 'Relazioni', en: 'Relations' }, name: { it: 'Feedback', en: 'Feedback' } },
];

function serverWith(answer: Partial<AdminQuestionnaireResponse>, overrides: Record<string, FakeRoute> = {}, tests = [feedback360Test]) {
  const loaded: AdminQuestionnaireResponse = { questionnaire, skills, lockedBy: null, ...answer };
  return {
    'GET /admin/campaigns/11': { status: 200, data: { campaign, tests } },
    'GET /admin/campaigns/11/feedback360': { status: 200, data: loaded },
    'PUT /admin/campaigns/11/feedback360': ({ body }: { body: unknown }) => ({
      status: 200,
      data: { ...loaded, questionnaire: body as AdminQuestionnaire },
    }),
    ...overrides,
  };
}

describe('the 360 questionnaire of a campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: Record<string, FakeRoute>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/11/questionnaire', routes, role });
    restore = view.api.restore;
    return view;
  }

  const questionList = () => screen.getByRole('list', { name: 'Domande in ordine' });
  const questionGroup = (number: number) => screen.getByRole('group', { name: `Domanda ${number}` });

  it('shows the scale and the questions in order, each with its kind and texts in the campaign’s languages', async () => {
    open(serverWith({}));
    expect(await screen.findByRole('textbox', { name: 'Etichetta del valore 1 (Italiano)' })).toHaveValue('Livello 1');
    expect(screen.getByRole('textbox', { name: 'Etichetta del valore 5 (Inglese)' })).toHaveValue('Level 5');
    expect(screen.getByRole('link', { name: 'Questionario 360' })).toHaveAttribute('aria-current', 'page');
    expect(within(questionList()).getAllByRole('group', { name: /^Domanda \d$/ })).toHaveLength(3);

    const closed = questionGroup(1);
    expect(within(closed).getByRole('combobox', { name: 'Tipo della domanda 1' })).toHaveValue('closed');
    expect(within(closed).getByRole('textbox', { name: 'Affermazione della domanda 1 (Inglese)' })).toHaveValue('Listens to colleagues');
    expect(within(closed).getByRole('combobox', { name: 'Competenza del report della domanda 1' })).toHaveDisplayValue('Relazioni: Ascolto');

    const openQuestion = questionGroup(2);
    expect(within(openQuestion).getByRole('textbox', { name: 'Testo della domanda 2 (Italiano)' })).toHaveValue('Cosa dovrebbe cambiare?');
    expect(within(openQuestion).getByRole('spinbutton', { name: /Lunghezza massima della risposta alla domanda 2/ })).toHaveValue(800);

    const linked = questionGroup(3);
    expect(within(linked).getByRole('spinbutton', { name: /Minimo di risposte per colonna nella domanda 3/ })).toHaveValue(1);
    expect(within(linked).getByRole('textbox', { name: 'Colonna 2 della domanda 3 (Italiano)' })).toHaveValue('Da sviluppare');
    expect(within(linked).getByRole('textbox', { name: 'Risposta 3 della domanda 3 (Inglese)' })).toHaveValue('Vision');
    expect(within(linked).getByRole('button', { name: 'Sposta su la risposta 1 della domanda 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta su la domanda 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù la domanda 3' })).toBeDisabled();
  });

  it('sends the whole questionnaire in the order shown after adding a linked question, moving one up and removing one', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({
      status: 200,
      data: { questionnaire: body as AdminQuestionnaire, skills, lockedBy: null },
    }));
    open(serverWith({}, { 'PUT /admin/campaigns/11/feedback360': put }));
    await screen.findByRole('list', { name: 'Domande in ordine' });

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi una domanda' }));
    expect(await screen.findByText('Domanda 4 aggiunta.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Domanda 4' })).toHaveFocus());
    const added = questionGroup(4);
    fireEvent.change(within(added).getByRole('combobox', { name: 'Tipo della domanda 4' }), { target: { value: 'linked' } });
    type(within(added).getByRole('textbox', { name: 'Testo della domanda 4 (Italiano)' }), '  Come delega?  ');
    type(within(added).getByRole('spinbutton', { name: /Massimo di risposte per colonna nella domanda 4/ }), '2');
    type(within(added).getByRole('textbox', { name: 'Colonna 1 della domanda 4 (Italiano)' }), 'Spesso');
    fireEvent.click(within(added).getByRole('button', { name: 'Aggiungi una colonna alla domanda 4' }));
    type(within(added).getByRole('textbox', { name: 'Colonna 2 della domanda 4 (Italiano)' }), 'Raramente');
    type(within(added).getByRole('textbox', { name: 'Colonna 2 della domanda 4 (Inglese)' }), 'Rarely');
    type(within(added).getByRole('textbox', { name: 'Risposta 1 della domanda 4 (Italiano)' }), 'Compiti');
    fireEvent.click(within(added).getByRole('button', { name: 'Aggiungi una risposta alla domanda 4' }));
    type(within(added).getByRole('textbox', { name: 'Risposta 2 della domanda 4 (Italiano)' }), 'Decisioni');
    // The columns swap: the focus stays on the button pressed, now of column 1.
    const columnUp = within(added).getByRole('button', { name: 'Sposta su la colonna 2 della domanda 4' });
    columnUp.focus();
    fireEvent.click(columnUp);
    await waitFor(() => expect(within(added).getByRole('button', { name: 'Sposta giù la colonna 1 della domanda 4' })).toHaveFocus());

    // The open question goes above the closed one; at the top its "up" is disabled, so the focus takes "down".
    const up = screen.getByRole('button', { name: 'Sposta su la domanda 2' });
    up.focus();
    fireEvent.click(up);
    expect(await screen.findByText('La domanda 2 ora è la domanda 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sposta giù la domanda 1' })).toHaveFocus());
    expect(within(questionGroup(1)).getByRole('combobox', { name: 'Tipo della domanda 1' })).toHaveValue('open');

    // The linked question of the seed, now third, goes; the focus lands on the question taking its place.
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la domanda 3' }));
    expect(await screen.findByText('Domanda 3 rimossa.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Domanda 3' })).toHaveFocus());

    type(screen.getByRole('textbox', { name: 'Etichetta del valore 3 (Inglese)' }), 'Sometimes');
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    expect(await screen.findByText('Questionario salvato.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    const [{ body }] = put.mock.calls[0] as unknown as [{ body: AdminQuestionnaire }];
    expect(body).toEqual({
      scale: [1, 2, 3, 4, 5].map((value) => ({ value, label: { it: `Livello ${value}`, en: value === 3 ? 'Sometimes' : `Level ${value}` } })),
      questions: [
        questionnaire.questions[1],
        questionnaire.questions[0],
        {
          kind: 'linked',
          text: { it: 'Come delega?' },
          minAnswers: 0,
          maxAnswers: 2,
          columns: [{ label: { it: 'Raramente', en: 'Rarely' } }, { label: { it: 'Spesso' } }],
          answers: [{ label: { it: 'Compiti' } }, { label: { it: 'Decisioni' } }],
        },
      ],
    });
  }, 40_000);

  it('checks the numbers before sending and focuses the first one to correct', async () => {
    const { api } = open(serverWith({}));
    const maxLength = await screen.findByRole('spinbutton', { name: /Lunghezza massima della risposta alla domanda 2/ });
    type(maxLength, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    expect(await screen.findByText('1 campo da correggere')).toBeInTheDocument();
    expect(maxLength).toHaveAccessibleDescription('Un numero intero da 1 a 4000.');
    await waitFor(() => expect(maxLength).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('says in words why the server refused the questionnaire, with its code', async () => {
    open(
      serverWith(
        {},
        {
          'PUT /admin/campaigns/11/feedback360': {
            status: 400,
            data: { status: false, code: 'ANSWER_LIMITS', message: 'maxAnswers is above the number of answers' },
          },
        },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salva il questionario' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('In una domanda collegata i limiti non tornano');
    expect(alert).toHaveTextContent('codice ANSWER_LIMITS');
    expect(screen.queryByText('Questionario salvato.')).toBeNull();
  });

  it('turns read-only, saying why, when a rater answered while the admin was editing', async () => {
    let answered = false;
    open(
      serverWith(
        {},
        {
          'GET /admin/campaigns/11/feedback360': () => ({
            status: 200,
            data: { questionnaire, skills, lockedBy: answered ? 'HAS_ANSWERS' : null },
          }),
          'PUT /admin/campaigns/11/feedback360': () => {
            answered = true;
            return { status: 409, data: { status: false, code: 'QUESTIONNAIRE_LOCKED', message: 'raters have answered' } };
          },
        },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salva il questionario' }));
    // The refusal says it first; read again, the questionnaire leaves the editor for the read-only view.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salva il questionario' })).toBeNull(), { timeout: 5000 });
    expect(screen.getByText(/qualcuno ha già risposto/)).toBeInTheDocument();
    expect(screen.getByText('Listens to colleagues')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('starts a new 360 campaign from the scale to fill in and one empty closed question', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { questionnaire: body, skills: [], lockedBy: null } }));
    open(serverWith({ questionnaire: null, skills: [] }, { 'PUT /admin/campaigns/11/feedback360': put }));
    expect(await screen.findByText(/non ha ancora un questionario/)).toBeInTheDocument();
    for (const value of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole('textbox', { name: `Etichetta del valore ${value} (Italiano)` })).toHaveValue('');
    }
    const only = questionGroup(1);
    expect(within(only).getByRole('combobox', { name: 'Tipo della domanda 1' })).toHaveValue('closed');
    expect(within(only).getByRole('textbox', { name: 'Affermazione della domanda 1 (Italiano)' })).toHaveValue('');
    expect(within(only).getByRole('button', { name: 'Rimuovi la domanda 1' })).toBeDisabled();

    for (const value of [1, 2, 3, 4, 5]) type(screen.getByRole('textbox', { name: `Etichetta del valore ${value} (Italiano)` }), `Valore ${value}`);
    type(within(only).getByRole('textbox', { name: 'Affermazione della domanda 1 (Italiano)' }), 'Comunica con chiarezza');
    fireEvent.click(screen.getByRole('button', { name: 'Salva il questionario' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [{ body }] = put.mock.calls[0] as unknown as [{ body: AdminQuestionnaire }];
    expect(body.scale[4]).toEqual({ value: 5, label: { it: 'Valore 5' } });
    expect(body.questions).toEqual([{ kind: 'closed', text: { it: 'Comunica con chiarezza' }, skillId: null }]);
  });

  it('shows a questionnaire with answers read-only, saying why it can no longer change', async () => {
    open(serverWith({ lockedBy: 'HAS_ANSWERS' }));
    expect(await screen.findByText(/qualcuno ha già risposto/)).toBeInTheDocument();
    const list = questionList();
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(3);
    expect(within(list).getByRole('heading', { name: 'Domanda 1' })).toBeInTheDocument();
    expect(screen.getByText('Listens to colleagues')).toBeInTheDocument();
    expect(screen.getByText('Competenza: Relazioni: Ascolto')).toBeInTheDocument();
    expect(screen.getByText('Da 1 a 2 risposte per colonna')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Salva|Aggiungi|Sposta|Rimuovi/ })).toBeNull();
  });

  it('says a closed campaign’s questionnaire can no longer change', async () => {
    open(serverWith({ lockedBy: 'CAMPAIGN_CLOSED' }));
    expect(await screen.findByText('Il questionario non si può più cambiare: la campagna è chiusa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva il questionario' })).toBeNull();
  });

  it('offers a superassessor the questionnaire to read only', async () => {
    open(serverWith({}), 'superassessor');
    expect(await screen.findByText('Puoi consultare il questionario ma non modificarlo.')).toBeInTheDocument();
    expect(screen.getByText('Cosa dovrebbe cambiare?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Salva|Aggiungi|Sposta|Rimuovi/ })).toBeNull();
  });

  it('is neither offered nor shown in a campaign without a 360 test', async () => {
    const { api } = open(serverWith({}, {}, [anAdminTest()]));
    expect(await screen.findByRole('link', { name: 'Test' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Questionario 360' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Questionario 360' })).toBeNull();
    expect(api.requests.some((request) => request.url.endsWith('/feedback360'))).toBe(false);
  });
});
