import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@skillup/shared/testing';
import { confirms } from './EraseDialog';
import { ParticipantPage } from './ParticipantPage';
import { aParticipant } from './testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;
const DETAIL = `GET /admin/campaigns/${CAMPAIGN}/participants/21/progress`;
const PREVIEW = 'GET /admin/people/21/erase';
const ERASE = 'POST /admin/people/21/erase';
const EMAIL = 'anna.rossi@demo.skillup.test';
const COUNTS = {
  campaigns: 2,
  tests: 5,
  reports: 1,
  evaluationsAboutThem: 0,
  sessions: 3,
  reportReads: 1,
  clientLogs: 0,
  evaluationsGiven: 4,
  assessmentsGiven: 1,
};
const PREVIEW_ANSWER = {
  status: 200,
  data: { status: true, person: { id: 21, firstName: 'Anna', lastName: 'Rossi', email: EMAIL }, counts: COUNTS },
};

function render(routes: Record<string, FakeRoute>, role = 'admin') {
  return renderPage(<ParticipantPage campaignId={CAMPAIGN} userId={21} campaignOpen={false} />, {
    path: `/admin/campaigns/${CAMPAIGN}/progress/21`,
    route: '/admin/campaigns/:id/progress/:userId',
    role,
    routes: { [DETAIL]: { status: 200, data: aParticipant() }, ...routes },
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancella la persona…' }));
  return screen.findByRole('alertdialog', { name: 'Cancellare Anna Rossi?' });
}

describe('a person’s data: export and erasure', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('confirms with the e-mail whatever its case and surrounding spaces', () => {
    expect(confirms(`  ${EMAIL.toUpperCase()} `, EMAIL)).toBe(true);
    expect(confirms('anna.rossi@demo.skillup', EMAIL)).toBe(false);
    expect(confirms('', EMAIL)).toBe(false);
  });

  it('links to the export of the person’s data', async () => {
    const { api } = render({});
    restore = api.restore;
    expect(await screen.findByRole('link', { name: 'Scarica i dati personali' })).toHaveAttribute('href', '/api/admin/people/21/export');
  });

  it('lists what goes and what stays, and erases only once the e-mail is typed back, then returns to the list', async () => {
    const { api } = render({ [PREVIEW]: PREVIEW_ANSWER, [ERASE]: { status: 200, data: { status: true, counts: COUNTS } } });
    restore = api.restore;
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Non si può annullare');
    const deleted = within(await within(dialog).findByRole('region', { name: 'Sarà cancellato' })).getAllByRole('listitem');
    expect(deleted.map((item) => item.textContent)).toEqual([
      '2 iscrizioni a campagne',
      '5 test, con le risposte e i risultati',
      '1 report già disponibile alla persona',
      '0 valutazioni 360 su questa persona, autovalutazione compresa',
      '3 sessioni di accesso',
      '1 lettura registrata dei suoi report',
      '0 registri tecnici del browser',
    ]);
    const kept = within(within(dialog).getByRole('region', { name: 'Resterà, senza alcun legame con la persona' })).getAllByRole('listitem');
    expect(kept.map((item) => item.textContent)).toEqual([
      '4 valutazioni 360 date su altre persone',
      '1 valutazione data come assessor ai test di altri',
    ]);

    const field = within(dialog).getByRole('textbox', { name: /scrivi l’e-mail della persona/ });
    const confirm = within(dialog).getByRole('button', { name: 'Cancella definitivamente' });
    expect(confirm).toBeDisabled();
    fireEvent.change(field, { target: { value: 'anna.rossi@demo' } });
    expect(confirm).toBeDisabled();
    fireEvent.submit(field.closest('form')!);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: ' Anna.Rossi@Demo.Skillup.test ' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(`/admin/campaigns/${CAMPAIGN}/progress`));
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { confirmEmail: 'Anna.Rossi@Demo.Skillup.test' },
    ]);
  });

  it('says in words why the server refused, with its code, and keeps the dialog open', async () => {
    const { api } = render({
      [PREVIEW]: PREVIEW_ANSWER,
      [ERASE]: { status: 409, data: { status: false, code: 'CANNOT_ERASE_SELF', message: 'an admin cannot erase their own account' } },
    });
    restore = api.restore;
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: EMAIL } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancella definitivamente' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Non puoi cancellare il tuo stesso account.');
    expect(alert).toHaveTextContent('CANNOT_ERASE_SELF');
    expect(screen.getByTestId('address')).toHaveTextContent(`/admin/campaigns/${CAMPAIGN}/progress/21`);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Annulla' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says why the preview could not be read', async () => {
    const { api } = render({ [PREVIEW]: { status: 404, data: { status: false, code: 'PERSON_NOT_FOUND', message: 'person not found' } } });
    restore = api.restore;
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Questa persona non esiste più o non appartiene alla tua azienda.');
  });

  it('offers a superassessor neither the export nor the erasure', async () => {
    const { api } = render({}, 'superassessor');
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Anna Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scarica i dati personali' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancella la persona/ })).toBeNull();
  });
});
