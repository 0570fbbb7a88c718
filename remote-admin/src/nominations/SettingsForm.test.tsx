import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOMINATION_SETTINGS, type NominationSettings } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { anAdminCampaign, anAdminTest } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { momentOfInput } from './moments';

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const SETTINGS = '/admin/campaigns/11/nominations/settings';
const OVERVIEW = '/admin/campaigns/11/nominations';
const feedback360Test = anAdminTest({ id: 201, activity: '360', url: '360/index.html', abbreviation: 'F360', name: { it: 'Feedback 360°' } });

function serverWith(
  overrides: Record<string, FakeRoute> = {},
  campaign = anAdminCampaign({ id: 11, state: 'ACTIVE', is360: true }),
  tests = [feedback360Test],
) {
  return {
    'GET /admin/campaigns/11': { status: 200, data: { campaign, tests } },
    [`GET ${SETTINGS}`]: { status: 200, data: { status: true, settings: DEFAULT_NOMINATION_SETTINGS } },
    [`GET ${OVERVIEW}`]: { status: 200, data: { status: true, settings: DEFAULT_NOMINATION_SETTINGS, people: [] } },
    'GET /admin/campaigns/11/nominations/events': { status: 200, data: { status: true, events: [] } },
    [`PUT ${SETTINGS}`]: ({ body }: { body: unknown }) => ({ status: 200, data: { status: true, settings: body } }),
    ...overrides,
  };
}

describe('the nomination settings of a 360 campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: Record<string, FakeRoute>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/11/nominations', routes, role });
    restore = view.api.restore;
    return view;
  }
  const form = () => screen.findByRole('form', { name: 'Impostazioni delle nomine' });

  it('is a tab of a 360 campaign', async () => {
    open(serverWith());
    expect(await screen.findByRole('link', { name: 'Nomine 360' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Nomine 360', level: 3 })).toBeInTheDocument();
  });

  it('is no tab of a campaign without 360', async () => {
    open(serverWith({}, anAdminCampaign({ id: 11, state: 'ACTIVE', is360: false }), []));
    expect(await screen.findAllByRole('link', { name: 'Impostazioni' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Nomine 360' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nomine 360' })).toBeNull();
  });

  it('asks for the 360 test before anything else', async () => {
    const { api } = open(serverWith({}, anAdminCampaign({ id: 11, state: 'DRAFT', is360: true }), []));
    expect(
      await screen.findByText('La campagna non ha ancora il suo test 360°: aggiungilo tra i test, poi imposta qui le nomine.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.requests.some((request) => request.url.includes('/nominations'))).toBe(false);
  });

  it('sends the settings as chosen, then reads the groups and the trail again', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { status: true, settings: body } }));
    const { api } = open(serverWith({ [`PUT ${SETTINGS}`]: put }));
    const settings = await form();
    expect(within(settings).getByRole('radio', { name: 'Solo HR' })).toBeChecked();
    expect(within(settings).queryByLabelText('Approva automaticamente dopo')).toBeNull();

    fireEvent.click(within(settings).getByRole('radio', { name: 'Il partecipante, approvato dal responsabile' }));
    expect(await within(settings).findByText('Il responsabile approva o rifiuta ogni nomina inviata.')).toBeInTheDocument();
    type(within(settings).getByRole('spinbutton', { name: 'Colleghi: minimo' }), '4');
    type(within(settings).getByRole('spinbutton', { name: 'Colleghi: massimo' }), '6');
    type(within(settings).getByRole('spinbutton', { name: 'Altri: massimo' }), '3');
    type(within(settings).getByLabelText('Scadenza delle nomine'), '2026-10-15T18:00');
    type(within(settings).getByLabelText('Approva automaticamente dopo'), '2026-10-20T09:30');
    type(within(settings).getByRole('spinbutton', { name: /^Avviso di carico/ }), '7');
    fireEvent.click(within(settings).getByRole('button', { name: 'Salva le impostazioni' }));

    expect(await screen.findByText('Impostazioni delle nomine salvate.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    const [{ body }] = put.mock.calls[0] as unknown as [{ body: NominationSettings }];
    expect(body).toEqual({
      mode: 'manager',
      peers: { min: 4, max: 6 },
      directReports: { min: 0, max: 8 },
      others: { min: 0, max: 3 },
      deadline: momentOfInput('2026-10-15T18:00'),
      autoApproveAt: momentOfInput('2026-10-20T09:30'),
      loadWarning: 7,
    });
    expect(body.deadline).toMatch(/^2026-10-1[45]T\d\d:\d\d:00\.000Z$/);
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET' && request.url === OVERVIEW)).toHaveLength(2));
  }, 20_000);

  it('sends no automatic approval unless the manager approves', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { status: true, settings: body } }));
    const saved: NominationSettings = { ...DEFAULT_NOMINATION_SETTINGS, mode: 'manager', autoApproveAt: '2026-10-20T07:30:00.000Z' };
    open(serverWith({ [`GET ${SETTINGS}`]: { status: 200, data: { status: true, settings: saved } }, [`PUT ${SETTINGS}`]: put }));
    const settings = await form();
    expect(within(settings).getByLabelText('Approva automaticamente dopo')).not.toHaveValue('');

    fireEvent.click(within(settings).getByRole('radio', { name: 'Il partecipante, senza approvazione' }));
    await waitFor(() => expect(within(settings).queryByLabelText('Approva automaticamente dopo')).toBeNull());
    fireEvent.click(within(settings).getByRole('button', { name: 'Salva le impostazioni' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0].body).toMatchObject({ mode: 'auto', autoApproveAt: null, deadline: null });
  });

  it('says beside a field what the contract would refuse, focuses it, and sends nothing', async () => {
    const { api } = open(serverWith());
    const settings = await form();
    type(within(settings).getByRole('spinbutton', { name: 'Collaboratori diretti: massimo' }), '51');
    type(within(settings).getByRole('spinbutton', { name: /^Avviso di carico/ }), '0');
    fireEvent.click(within(settings).getByRole('button', { name: 'Salva le impostazioni' }));

    expect(await screen.findByText('2 campi da correggere: sono evidenziati qui sopra.')).toBeInTheDocument();
    const directReportsMax = within(settings).getByRole('spinbutton', { name: 'Collaboratori diretti: massimo' });
    await waitFor(() => expect(directReportsMax).toHaveFocus());
    expect(directReportsMax).toHaveAccessibleDescription('Un numero intero da 0 a 50.');
    expect(within(settings).getByRole('spinbutton', { name: /^Avviso di carico/ })).toHaveAccessibleDescription(
      expect.stringContaining('Un numero intero da 1 a 100.'),
    );
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says beside a maximum that it is below its minimum', async () => {
    const { api } = open(serverWith());
    const settings = await form();
    type(within(settings).getByRole('spinbutton', { name: 'Colleghi: minimo' }), '9');
    fireEvent.click(within(settings).getByRole('button', { name: 'Salva le impostazioni' }));

    const peersMax = within(settings).getByRole('spinbutton', { name: 'Colleghi: massimo' });
    await waitFor(() => expect(peersMax).toHaveFocus());
    expect(peersMax).toHaveAccessibleDescription('Non meno del minimo (9).');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says in words why the server refused the settings', async () => {
    open(
      serverWith({
        [`PUT ${SETTINGS}`]: { status: 422, data: { status: false, code: 'INVALID_LIMITS', message: 'peers: the minimum 9 is above the maximum 8' } },
      }),
    );
    const settings = await form();
    fireEvent.click(within(settings).getByRole('button', { name: 'Salva le impostazioni' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le impostazioni non tornano: in un gruppo il minimo supera il massimo');
    expect(alert).toHaveTextContent('Risposta del server: «peers: the minimum 9 is above the maximum 8» (codice INVALID_LIMITS)');
    expect(screen.queryByText('Impostazioni delle nomine salvate.')).toBeNull();
  });

  it('is read-only to a superassessor', async () => {
    open(serverWith(), 'superassessor');
    const settings = await form();
    expect(screen.getByText('Puoi consultare le impostazioni ma non modificarle.')).toBeInTheDocument();
    expect(within(settings).getByRole('spinbutton', { name: 'Colleghi: minimo' })).toBeDisabled();
    expect(within(settings).getByRole('radio', { name: 'Solo HR' })).toBeDisabled();
    expect(within(settings).queryByRole('button', { name: 'Salva le impostazioni' })).toBeNull();
  });

  it('is read-only in a closed campaign', async () => {
    open(serverWith({}, anAdminCampaign({ id: 11, state: 'CLOSED', is360: true })));
    const settings = await form();
    expect(screen.getByText('La campagna è chiusa: le impostazioni delle nomine non cambiano più.')).toBeInTheDocument();
    expect(within(settings).getByLabelText('Scadenza delle nomine')).toBeDisabled();
    expect(within(settings).queryByRole('button', { name: 'Salva le impostazioni' })).toBeNull();
  });
});
