import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTest, AdminTestCreateRequest, AdminTestUpdateRequest } from '@skillup/shared/api/contract';
import type { FakeAnswer, FakeRoute } from '@skillup/shared/testing';
import { anAdminCampaign, anAdminTest, CATALOGUE } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const inBasket = anAdminTest({ id: 101, position: 1, abbreviation: 'IB', name: { it: 'In-basket' } });
const businessCase = anAdminTest({
  id: 102,
  position: 2,
  activity: 'business-case',
  abbreviation: 'BC',
  name: { it: 'Caso aziendale' },
  prerequisites: [101],
});
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The server's copy of the campaign's tests, which each call changes as the real one would. */
function serverWith(initial: AdminTest[], overrides: Record<string, FakeRoute> = {}, theme: 'skillup' | 'calendar' = 'skillup') {
  let tests = initial;
  const campaign = anAdminCampaign({ id: 11, theme, languages: [{ lang: 'it', name: 'Leadership 2026', description: '' }] });
  const routes: Record<string, FakeRoute> = {
    'GET /admin/campaigns/11': () => ({ status: 200, data: { campaign, tests } }),
    'GET /admin/activities': { status: 200, data: { activities: CATALOGUE } },
    'PUT /admin/campaigns/11/tests/order': ({ body }: { body: unknown }) => {
      const { testIds } = body as { testIds: number[] };
      tests = testIds.map((id, index) => ({ ...tests.find((test) => test.id === id)!, position: index + 1 }));
      return { status: 200, data: { tests } };
    },
    'POST /admin/campaigns/11/tests': ({ body }: { body: unknown }) => {
      const request = body as AdminTestCreateRequest;
      const added = anAdminTest({
        id: 103,
        position: tests.length + 1,
        ...request,
        name: request.name,
        prerequisites: request.prerequisites ?? [],
      });
      tests = [...tests, added];
      return { status: 201, data: { test: added } };
    },
    ...overrides,
  };
  return { routes };
}

describe('the tests of a campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(server: ReturnType<typeof serverWith>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/11/tests', routes: server.routes, role });
    restore = view.api.restore;
    return view;
  }

  it('lists the tests in order with what each waits for', async () => {
    open(serverWith([inBasket, businessCase]));
    const list = await screen.findByRole('list', { name: 'Test in ordine' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['In-basket', 'Caso aziendale']);
    expect(items[0]).toHaveTextContent('Nessun prerequisito');
    expect(items[1]).toHaveTextContent('Dopo: In-basket');
    expect(items[1]).toHaveTextContent('Caso aziendale · 30 minuti');
  });

  it('moves a test with the keyboard-reachable buttons and keeps the focus on the one pressed', async () => {
    const { api } = open(serverWith([inBasket, businessCase]));
    const down = await screen.findByRole('button', { name: 'Giù In-basket' });
    expect(screen.getByRole('button', { name: 'Su In-basket' })).toBeDisabled();
    down.focus();
    fireEvent.click(down);
    expect(await screen.findByText('In-basket è ora in posizione 2.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ testIds: [102, 101] });
    const items = within(screen.getByRole('list', { name: 'Test in ordine' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Caso aziendale', 'In-basket']);
    // The last test cannot go further down: the focus moves to its other button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Su In-basket' })).toHaveFocus());
  });

  it('adds a test from the catalogue with the other tests offered as its prerequisites', async () => {
    const { api } = open(serverWith([inBasket, businessCase]));
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi un test' }));
    const form = screen.getByRole('form', { name: 'Nuovo test' });
    expect(within(form).getByRole('combobox', { name: /Attività/ })).toHaveFocus();
    const prerequisites = within(form).getByRole('group', { name: /Prerequisiti/ });
    expect(within(prerequisites).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(prerequisites).getByRole('checkbox', { name: 'In-basket' })).not.toBeChecked();

    fireEvent.click(within(form).getByRole('button', { name: 'Aggiungi il test' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('3 campi da correggere');
    expect(within(form).getByRole('combobox', { name: /Attività/ })).toHaveFocus();

    fireEvent.change(within(form).getByRole('combobox', { name: /Attività/ }), { target: { value: 'business-case' } });
    type(within(form).getByRole('textbox', { name: /Sigla/ }), 'BC2');
    type(within(form).getByRole('textbox', { name: 'Colore' }), '#AA3300');
    type(within(form).getByRole('spinbutton', { name: 'Durata in minuti' }), '45');
    type(within(form).getByRole('textbox', { name: 'Nome' }), 'Secondo caso');
    type(within(form).getByRole('textbox', { name: 'Istruzioni' }), 'Leggi bene.');
    const after = within(prerequisites).getByRole('checkbox', { name: 'Caso aziendale' });
    fireEvent.click(after);
    await waitFor(() => expect(after).toBeChecked());
    fireEvent.click(within(form).getByRole('button', { name: 'Aggiungi il test' }));

    expect(await screen.findByText('Secondo caso aggiunto.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      activity: 'business-case',
      abbreviation: 'BC2',
      name: { it: 'Secondo caso' },
      description: {},
      instructions: { it: 'Leggi bene.' },
      color: '#AA3300',
      duration: 45,
      prerequisites: [102],
      repeatable: false,
      hasTimer: false,
      exitMessage: null,
    });
    const items = within(screen.getByRole('list', { name: 'Test in ordine' })).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Dopo: Caso aziendale');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aggiungi un test' })).toHaveFocus());
  }, 20_000);

  it('shows the server’s refusal of a cycle of prerequisites in the form, and keeps the form open', async () => {
    const patch = jest.fn(() => ({
      status: 400,
      data: { status: false, code: 'PREREQUISITE_CYCLE', message: 'these prerequisites would make tests wait for each other in a circle' },
    }));
    open(serverWith([inBasket, businessCase], { 'PATCH /admin/campaigns/11/tests/101': patch }));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica In-basket' }));
    const form = screen.getByRole('form', { name: 'Modifica di In-basket' });
    const prerequisites = within(form).getByRole('group', { name: /Prerequisiti/ });
    expect(within(prerequisites).getAllByRole('checkbox')).toHaveLength(1);
    const after = within(prerequisites).getByRole('checkbox', { name: 'Caso aziendale' });
    fireEvent.click(after);
    await waitFor(() => expect(after).toBeChecked());
    fireEvent.click(within(form).getByRole('button', { name: 'Salva il test' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Questi prerequisiti farebbero aspettare i test l’uno l’altro in cerchio');
    expect(alert).toHaveTextContent('codice PREREQUISITE_CYCLE');
    const [request] = patch.mock.calls[0] as unknown as [{ body: AdminTestUpdateRequest }];
    expect(request.body.prerequisites).toEqual([102]);
    expect(request.body).not.toHaveProperty('activity');
    expect(screen.getByRole('form', { name: 'Modifica di In-basket' })).toBeInTheDocument();
  });

  it('says why a test with answers cannot be removed', async () => {
    open(
      serverWith([{ ...inBasket, answered: true }, businessCase], {
        'DELETE /admin/campaigns/11/tests/101': () => ({
          status: 409,
          data: { status: false, code: 'TEST_HAS_ANSWERS', message: 'people have already answered this test' },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi In-basket' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rimuovere In-basket?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Qualcuno ha già risposto a questo test: toglierlo cancellerebbe le sue risposte.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Test in ordine' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives a calendar campaign’s test its start date, and lets a test the catalogue does not list keep its page', async () => {
    const patch = jest.fn((): FakeAnswer => ({ status: 200, data: { test: legacy } }));
    const legacy = anAdminTest({ id: 101, activity: null, url: 'old-test/index.html', name: { it: 'Vecchio test' }, startDate: '2026-09-07' });
    const { api } = open(serverWith([legacy], { 'PATCH /admin/campaigns/11/tests/101': patch }, 'calendar'));
    const list = await screen.findByRole('list', { name: 'Test in ordine' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('old-test/index.html · 30 minuti · dal 7 set 2026');
    fireEvent.click(within(item).getByRole('button', { name: 'Modifica Vecchio test' }));
    const form = screen.getByRole('form', { name: 'Modifica di Vecchio test' });
    expect(within(form).getByRole('combobox', { name: /Attività/ })).toHaveDisplayValue('La sua pagina attuale (old-test/index.html)');
    type(within(form).getByLabelText('Data di inizio'), '2026-09-14');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva il test' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    const [request] = patch.mock.calls[0] as unknown as [{ body: AdminTestUpdateRequest }];
    expect(request.body.startDate).toBe('2026-09-14');
    expect(request.body).not.toHaveProperty('activity');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('offers a superassessor the list alone', async () => {
    open(serverWith([inBasket, businessCase]), 'superassessor');
    expect(await screen.findByRole('list', { name: 'Test in ordine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Giù|Modifica|Rimuovi|Aggiungi/ })).toBeNull();
  });
});
