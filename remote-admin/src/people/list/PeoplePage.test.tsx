import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonEntry } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { renderPage } from '../../testing/renderAdmin';
import { aPerson } from '../testing/fixtures';
import { PeoplePage } from './PeoplePage';

const CAMPAIGN = 7;
const LIST = `GET /admin/campaigns/${CAMPAIGN}/participants`;
const SARA = aPerson({
  id: 5,
  email: 'sara.conti@demo.skillup.test',
  firstName: 'Sara',
  lastName: 'Conti',
  role: 'Assessor',
  managerId: null,
  managerEmail: null,
  team: null,
});
const ANNA = aPerson();
const MARCO = aPerson({ id: 22, email: 'marco.bianchi@demo.skillup.test', firstName: 'Marco', lastName: 'Bianchi', language: null });

/** A list route that filters by the search it is sent, as the server does. */
const listOf =
  (people: PersonEntry[], total = people.length): FakeRoute =>
  (request) => {
    const { search = '', page = 1 } = (request.params ?? {}) as { search?: string; page?: number };
    const found = people.filter((person) => `${person.firstName} ${person.lastName} ${person.email}`.toLowerCase().includes(search.toLowerCase()));
    return { status: 200, data: { status: true, total: search ? found.length : total, page, pageSize: 50, people: found } };
  };

function render(routes: Record<string, FakeRoute>, role = 'admin', is360 = false) {
  return renderPage(<PeoplePage campaignId={CAMPAIGN} is360={is360} />, {
    path: `/admin/campaigns/${CAMPAIGN}/people`,
    route: '/admin/campaigns/:id/people',
    role,
    routes: { [LIST]: listOf([SARA, ANNA, MARCO]), ...routes },
  });
}

const listRequests = (requests: { method: string; url: string; params: unknown }[]) =>
  requests.filter((r) => `${r.method} ${r.url}` === LIST).map((r) => r.params);

describe('the people of a campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('lists them a page at a time, searched on the server', async () => {
    const { api } = render({ [LIST]: listOf([SARA, ANNA, MARCO], 120) });
    restore = api.restore;
    const table = await screen.findByRole('table');
    const anna = within(table).getAllByRole('row')[2]!;
    expect(
      within(anna)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Anna Rossi',
      'anna.rossi@demo.skillup.test',
      'Vendite',
      'sara.conti@demo.skillup.test',
      'Italiano',
      'Partecipante',
      'Nella campagna',
    ]);
    expect(screen.getByText('120 persone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Importa da un file CSV o XLSX' })).toHaveAttribute('href', `/admin/campaigns/${CAMPAIGN}/people/import`);
    expect(screen.queryByRole('link', { name: 'Importa le relazioni 360' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(listRequests(api.requests).at(-1)).toEqual({ page: 2 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca per nome, e-mail o team' }), { target: { value: ' marco ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(listRequests(api.requests).at(-1)).toEqual({ search: 'marco' }));
    expect(await screen.findByText('1 persona')).toBeInTheDocument();
  });

  it('adds a person by hand once the form is filled in, and says what the server did', async () => {
    const { api } = render({
      [`POST /admin/campaigns/${CAMPAIGN}/participants`]: (request) => ({
        status: 200,
        data: { status: true, verdict: 'new', changes: [], person: aPerson({ id: 30, ...(request.body as object), managerId: null }) },
      }),
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi una persona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi una persona' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByText('Scrivi un indirizzo e-mail valido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Scrivi il nome.')).toBeInTheDocument();
    expect(within(dialog).getByText('Scrivi il cognome.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: ' giorgio.sala@demo.skillup.test ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Giorgio' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Cognome/ }), { target: { value: 'Sala' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Lingua' }), { target: { value: 'en' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team' }), { target: { value: 'Vendite' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail del responsabile/ }), { target: { value: 'sara.conti@demo.skillup.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      email: 'giorgio.sala@demo.skillup.test',
      firstName: 'Giorgio',
      lastName: 'Sala',
      language: 'en',
      team: 'Vendite',
      managerEmail: 'sara.conti@demo.skillup.test',
      role: 'participant',
    });
    expect(screen.getByText('Persona aggiunta alla campagna: Giorgio Sala.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests(api.requests)).toHaveLength(2));
  });

  it('says in words why the server refused a person', async () => {
    const { api } = render({
      [`POST /admin/campaigns/${CAMPAIGN}/participants`]: {
        status: 422,
        data: { status: false, code: 'OTHER_COMPANY', message: 'x belongs to another company' },
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi una persona' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'irene.longo@acme.skillup.test' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Irene' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Cognome/ }), { target: { value: 'Longo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Questo indirizzo appartiene a una persona di un’altra azienda.');
  });

  it('edits a person, sending only what changed, with a manager found in the campaign', async () => {
    const { api } = render({
      'PATCH /admin/people/21': (request) => ({ status: 200, data: { status: true, person: { ...aPerson(), ...(request.body as object) } } }),
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Anna Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Anna Rossi' });
    expect(within(dialog).getByText('Responsabile: sara.conti@demo.skillup.test')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team' }), { target: { value: 'Marketing' } });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Cerca un altro responsabile nella campagna' }), { target: { value: 'marco' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Scegli Marco Bianchi (marco.bianchi@demo.skillup.test)' }));
    expect(within(dialog).getByText('Responsabile: Marco Bianchi (marco.bianchi@demo.skillup.test)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'PATCH')!.body).toEqual({ team: 'Marketing', managerId: 22 });
    expect(screen.getByText('Le modifiche a Anna Rossi sono salvate.')).toBeInTheDocument();
  });

  it('never offers the superassessor role, which only operations give, and shows it unchangeable on a person who has it', async () => {
    const LUISA = aPerson({ id: 40, email: 'luisa.neri@demo.skillup.test', firstName: 'Luisa', lastName: 'Neri', role: 'superassessor' });
    const { api } = render({ [LIST]: listOf([ANNA, LUISA]) });
    restore = api.restore;
    const roles = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('combobox', { name: 'Ruolo' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi una persona' }));
    const adding = await screen.findByRole('dialog', { name: 'Aggiungi una persona' });
    expect(roles(adding)).toEqual(['Partecipante', 'Assessor', 'Amministratore']);
    fireEvent.click(within(adding).getAllByRole('button', { name: 'Annulla' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Luisa Neri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Luisa Neri' });
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Ruolo' })).toHaveValue('superassessor');
    expect(within(dialog).getByText(/solo l’assistenza di Skillup gli dà o gli toglie questo ruolo/)).toBeInTheDocument();
  });

  it('says in words that the superassessor role is not the admin’s to give', async () => {
    const { api } = render({
      [`POST /admin/campaigns/${CAMPAIGN}/participants`]: {
        status: 422,
        data: { status: false, code: 'ROLE_NOT_ALLOWED', message: 'Only Skillup operations give or take the superassessor role' },
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi una persona' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'luisa.neri@demo.skillup.test' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Luisa' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Cognome/ }), { target: { value: 'Neri' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Solo l’assistenza di Skillup dà o toglie il ruolo di superassessor');
  });

  it('removes a person after a confirmation, and says when they were deactivated because they had answers', async () => {
    const { api } = render({
      [`DELETE /admin/campaigns/${CAMPAIGN}/participants/21`]: { status: 200, data: { status: true, outcome: 'deactivated', active: false } },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Togli Anna Rossi' }));
    const question = await screen.findByRole('alertdialog', { name: 'Togliere Anna Rossi dalla campagna?' });
    expect(question).toHaveTextContent('le risposte restano');
    fireEvent.click(within(question).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText(/Anna Rossi aveva già delle risposte: sono conservate/)).toBeInTheDocument();
    expect(screen.getByText(/Non avendo altre campagne, Anna Rossi non può più accedere\./)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('chooses a participant’s assessors among the staff of the campaign', async () => {
    const ASSESSORS = `/admin/campaigns/${CAMPAIGN}/participants/22/assessors`;
    const ADA = aPerson({ id: 6, email: 'ada@demo.skillup.test', firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const VERA = { id: 99, firstName: 'Vera', lastName: 'Valutatrice', email: 'vera@demo.skillup.test' };
    const { api } = render({
      [LIST]: listOf([SARA, ANNA, MARCO, ADA]),
      // Vera is on no page the list has shown.
      [`GET ${ASSESSORS}`]: {
        status: 200,
        data: { status: true, assessors: [{ id: 5, firstName: 'Sara', lastName: 'Conti', email: SARA.email }, VERA] },
      },
      [`PUT ${ASSESSORS}`]: (request) => {
        const known = [VERA, { id: ADA.id, firstName: ADA.firstName, lastName: ADA.lastName, email: ADA.email }];
        const { assessorIds } = request.body as { assessorIds: number[] };
        return { status: 200, data: { status: true, assessors: known.filter((assessor) => assessorIds.includes(assessor.id)) } };
      },
    });
    restore = api.restore;
    fireEvent.click(await screen.findByRole('button', { name: 'Assessor di Marco Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assessor di Marco Bianchi' });
    expect(await within(dialog).findByText('Sara Conti (sara.conti@demo.skillup.test)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vera Valutatrice (vera@demo.skillup.test)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Togli Sara Conti' }));

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Cerca un membro dello staff' }), { target: { value: 'demo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    const offered = await within(dialog).findAllByRole('button', { name: /^Scegli/ });
    // Participants and the person assessed are not offered.
    expect(offered.map((button) => button.textContent)).toEqual([
      'Scegli Sara Conti (sara.conti@demo.skillup.test)',
      'Scegli Ada Admin (ada@demo.skillup.test)',
    ]);
    fireEvent.click(offered[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva gli assessor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toEqual({ assessorIds: [99, 6] });
    expect(screen.getByText('Marco Bianchi ha 2 assessor.')).toBeInTheDocument();
  });

  it('offers the import of 360 relations in a 360 campaign', async () => {
    const { api } = render({}, 'admin', true);
    restore = api.restore;
    expect(await screen.findByRole('link', { name: 'Importa le relazioni 360' })).toHaveAttribute(
      'href',
      `/admin/campaigns/${CAMPAIGN}/people/relations`,
    );
  });

  it('lets a superassessor read the list and offers no change', async () => {
    const { api } = render({}, 'superassessor');
    restore = api.restore;
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi una persona' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Importa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Modifica|Togli|Assessor/ })).toBeNull();
  });
});
