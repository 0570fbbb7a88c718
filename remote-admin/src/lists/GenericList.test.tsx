import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { aSummary } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { listsOf } from './access';
import { aLanguage, aTestModel } from './fixtures';

const campaigns = [aSummary({ id: 11 }), aSummary({ id: 12, names: { it: 'Vendite' } })];

describe('the generic lists', () => {
  let restore = () => {};
  afterEach(async () => {
    restore();
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('shows the languages to an admin, only to read, and opens one as the current item', async () => {
    const { api } = renderAdmin({
      path: '/admin/lists',
      routes: {
        'GET /languages': { status: 200, data: { status: true, languages: [aLanguage(), aLanguage({ id: 2, name: 'English', lang: 'en' })] } },
      },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Lingue' });
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/lists/languages');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['itItalianoApri', 'enEnglishApri']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuova lingua' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Elenchi' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lingue', 'Test', 'Campioni', 'Aziende']);

    fireEvent.click(screen.getByRole('button', { name: 'Apri English' }));
    const current = screen.getByRole('region', { name: 'Elemento corrente: English' });
    expect(current).toHaveTextContent('en');
    expect(within(current).queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('offers a company admin the companies, which the server answers with their own only, to change but not to create or delete', async () => {
    const { api } = renderAdmin({
      path: '/admin/lists/companies',
      routes: {
        'GET /companies': {
          status: 200,
          data: { status: true, companies: [{ id: 1, name: 'Acme', companyId: 'acme', logo: null, timeZone: null }] },
        },
      },
    });
    restore = api.restore;
    await screen.findByRole('table', { name: 'Aziende' });
    expect(screen.queryByRole('button', { name: 'Nuova azienda' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apri Acme' }));
    const current = screen.getByRole('region', { name: 'Elemento corrente: Acme' });
    expect(within(current).getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('offers a superassessor the companies to create, change and delete, and the languages too', async () => {
    const { api } = renderAdmin({
      role: 'superassessor',
      path: '/admin/lists/companies',
      routes: {
        'GET /companies': {
          status: 200,
          data: {
            status: true,
            companies: [
              { id: 1, name: 'Acme', companyId: 'acme', logo: null, timeZone: null },
              { id: 2, name: 'Beta', companyId: 'beta', logo: null, timeZone: 'Europe/Madrid' },
            ],
          },
        },
      },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Aziende' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Nuova azienda' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Apri Acme' }));
    const current = screen.getByRole('region', { name: 'Elemento corrente: Acme' });
    expect(within(current).getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Elimina' })).toBeInTheDocument();
  });

  it('offers a superassessor the languages to write, and a company’s tests only to read', () => {
    expect(listsOf('SuperAssessor')).toEqual([
      { name: 'languages', writes: 'all' },
      { name: 'tests', writes: 'none' },
      { name: 'samples', writes: 'none' },
      { name: 'companies', writes: 'all' },
    ]);
  });

  it('deletes the tests selected with one call, after a confirmation, and reads the list again', async () => {
    const asked: unknown[] = [];
    let tests = [
      aTestModel(),
      aTestModel({ id: 102, name: { it: 'Memoria' }, position: 2 }),
      aTestModel({ id: 103, name: { it: 'Calcolo' }, position: 3, campaignId: 12 }),
    ];
    const { api } = renderAdmin({
      path: '/admin/lists/tests',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns } },
        'GET /usertests': ({ params }) => {
          asked.push(params);
          return { status: 200, data: { status: true, usertests: tests } };
        },
        'DELETE /usertests/selection': ({ body }) => {
          const { selection } = body as { selection: number[] };
          tests = tests.filter((test) => !selection.includes(test.id));
          return { status: 200, data: { status: true, deleted: selection.length } };
        },
      },
    });
    restore = api.restore;
    const table = await screen.findByRole('table', { name: 'Test' });
    expect(within(table).getByRole('row', { name: /Calcolo/ })).toHaveTextContent('Vendite');
    expect(asked[0]).toEqual({ companyId: 1 });

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Seleziona Logica' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Seleziona Calcolo' }));
    expect(screen.getByText('2 elementi selezionati')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina i 2 selezionati' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sì, elimina' }));

    expect(await screen.findByText('2 elementi eliminati')).toBeInTheDocument();
    const deletes = api.requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toEqual([expect.objectContaining({ url: '/usertests/selection', body: { selection: [101, 103] } })]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Test' })).getAllByRole('row')).toHaveLength(2));
    expect(asked).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Seleziona tutti' })).not.toBeChecked();
  });

  it('selects every row at once and deletes the current item alone', async () => {
    const { api } = renderAdmin({
      path: '/admin/lists/tests',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns } },
        'GET /usertests': { status: 200, data: { status: true, usertests: [aTestModel(), aTestModel({ id: 102, name: { it: 'Memoria' } })] } },
        'DELETE /usertests/102': { status: 200, data: { status: true } },
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleziona tutti' }));
    expect(screen.getByRole('button', { name: 'Elimina i 2 selezionati' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Apri Memoria' }));
    const current = screen.getByRole('region', { name: 'Elemento corrente: Memoria' });
    await waitFor(() => expect(within(current).getByRole('heading', { name: 'Elemento corrente: Memoria' })).toHaveFocus());
    fireEvent.click(within(current).getByRole('button', { name: 'Elimina' }));
    expect(within(current).getByText('Eliminare Memoria? Non si può annullare.')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    fireEvent.click(within(current).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(within(current).getByRole('button', { name: 'Elimina' })).toHaveFocus());
    fireEvent.click(within(current).getByRole('button', { name: 'Elimina' }));
    fireEvent.click(within(current).getByRole('button', { name: 'Sì, elimina' }));
    expect(await screen.findByText('Eliminato: Memoria')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Test', level: 2 })).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/usertests/102']);
    // The deleted item leaves the selection with it.
    expect(screen.getByRole('button', { name: 'Elimina il selezionato' })).toBeInTheDocument();
  });

  it('refuses a test without a name before sending it, then creates it in the chosen campaign', async () => {
    await i18n.changeLanguage('en');
    const { api } = renderAdmin({
      path: '/admin/lists/tests',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns } },
        'GET /usertests': { status: 200, data: { status: true, usertests: [] } },
        'POST /usertests': ({ body }) => ({ status: 201, data: { status: true, usertest: aTestModel({ id: 104, ...(body as object) }) } }),
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'New test' }));
    const form = screen.getByRole('form', { name: 'New test' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('No valid Test name')).toBeInTheDocument();
    expect(within(form).getByText('No valid Test url')).toBeInTheDocument();
    expect(within(form).getByText('Choose a campaign')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Campaign/ })).toHaveFocus();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByRole('combobox', { name: /Campaign/ }), { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Name/ }), { target: { value: '  Reasoning ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Address/ }), { target: { value: 'reasoning/index.html' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created: Reasoning')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      campaignId: 12,
      name: { en: 'Reasoning' },
      url: 'reasoning/index.html',
    });
  });

  it('edits a test’s name in the interface language and keeps its others', async () => {
    const { api } = renderAdmin({
      path: '/admin/lists/tests',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns } },
        'GET /usertests': { status: 200, data: { status: true, usertests: [aTestModel()] } },
        'PUT /usertests/101': ({ body }) => ({ status: 200, data: { status: true, usertest: aTestModel(body as object) } }),
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Apri Logica' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const form = screen.getByRole('form', { name: 'Modifica Logica' });
    expect(within(form).queryByRole('combobox')).toBeNull();
    const name = within(form).getByRole('textbox', { name: /Nome/ });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getByText('Nome del test non valido')).toBeInTheDocument();
    expect(name).toHaveFocus();

    fireEvent.change(name, { target: { value: 'Logica verbale' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Salvato: Logica verbale')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifica' })).toHaveFocus());
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: { it: 'Logica verbale', en: 'Logic' },
      url: 'logic/index.html',
    });
  });

  it('shows a superassessor the tests with nothing to change', async () => {
    const { api } = renderAdmin({
      role: 'superassessor',
      path: '/admin/lists/tests',
      routes: {
        'GET /admin/campaigns': { status: 200, data: { campaigns } },
        'GET /usertests': { status: 200, data: { status: true, usertests: [aTestModel()] } },
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Apri Logica' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuovo test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });
});
