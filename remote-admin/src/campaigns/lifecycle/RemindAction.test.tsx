import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCampaign } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { aProgress, aRow } from '../../progress/testing/fixtures';
import { anAdminCampaign, anAdminTest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const BUTTON = 'Ricorda a chi non ha finito';
const TITLE = 'Promemoria a chi non ha finito';

/** The server of campaign 11, with how many have a test left and how many a reminder queues. */
function server(state: AdminCampaign['state'], remind: { count?: number; queued?: number[]; refusal?: FakeRoute; onPost?(): void } = {}) {
  const campaign = anAdminCampaign({ id: 11, state });
  const queued = [...(remind.queued ?? [])];
  return {
    'GET /admin/campaigns/11': { status: 200, data: { campaign, tests: [anAdminTest()] } },
    'GET /admin/campaigns': { status: 200, data: { campaigns: [] } },
    'GET /admin/campaigns/11/remind': remind.refusal ?? { status: 200, data: { status: true, count: remind.count ?? 0 } },
    'POST /admin/campaigns/11/remind': () => {
      remind.onPost?.();
      return { status: 200, data: { status: true, queued: queued.shift() ?? 0 } };
    },
  };
}

describe('the reminder to those who have not finished', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: ReturnType<typeof server>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/11', routes, role });
    restore = view.api.restore;
    return view;
  }

  const posts = (api: ReturnType<typeof open>['api']) => api.requests.filter((request) => request.method === 'POST');

  async function ask() {
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    return screen.findByRole('alertdialog', { name: TITLE });
  }

  it.each([
    ['DRAFT', 'Bozza'],
    ['CLOSED', 'Chiusa'],
  ] as const)('is not offered for a campaign that is not open (%s)', async (state, stage) => {
    open(server(state));
    expect(await screen.findByText(stage, { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  // Where the focus starts and returns is checked in a browser (e2e admin-invitation): jsdom has no layout for the focus trap.
  it('asks about the one person who has a test left; Cancel sends nothing', async () => {
    const { api } = open(server('ACTIVE', { count: 1 }));
    const dialog = await ask();
    expect(dialog).toHaveAccessibleDescription('Inviare un promemoria a 1 persona?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(api)).toEqual([]);
  });

  it('counts many people in the plural, and on confirming queues their reminders and says how many', async () => {
    const { api } = open(server('ACTIVE', { count: 12, queued: [12, 0] }));
    let dialog = await ask();
    expect(dialog).toHaveAccessibleDescription('Inviare un promemoria a 12 persone?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('12 promemoria in coda.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A second click within the minute: the server queues none, and the page says why.
    dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('Nessun nuovo promemoria: gli stessi sono stati messi in coda poco fa.')).toBeInTheDocument();
    expect(posts(api).map((request) => request.url)).toEqual(['/admin/campaigns/11/remind', '/admin/campaigns/11/remind']);
    expect(api.requests.filter((request) => request.url === '/admin/campaigns/11/remind' && request.method === 'GET')).toHaveLength(2);
  });

  it('has the progress grid on screen read again, which then shows the reminder queued', async () => {
    let reminded = false;
    const routes = server('ACTIVE', { count: 1, queued: [1], onPost: () => (reminded = true) });
    const reminder = { kind: 'reminder', state: 'queued', at: '2026-05-04T10:00:00.000Z', error: null } as const;
    const { api } = renderAdmin({
      path: '/admin/campaigns/11/progress',
      routes: {
        ...routes,
        'GET /admin/campaigns/11/progress': () => ({
          status: 200,
          data: aProgress({ rows: [aRow({ lastMail: reminded ? reminder : null })], total: 1 }),
        }),
      },
    });
    restore = api.restore;
    const row = await screen.findByRole('row', { name: /Anna/ });
    expect(row).not.toHaveTextContent('Promemoria in coda');
    const dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('1 promemoria in coda.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Promemoria in coda/ })).toHaveTextContent('Anna');
  });

  it('says nobody has anything left to finish and offers only closing', async () => {
    const { api } = open(server('ACTIVE', { count: 0 }));
    const dialog = await ask();
    expect(dialog).toHaveAccessibleDescription('Nessuno ha test da finire: non c’è nessuno a cui mandare un promemoria.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Chiudi']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(api)).toEqual([]);
  });

  it('shows a refusal inside the dialog in words of its own', async () => {
    open(
      server('ACTIVE', {
        refusal: { status: 409, data: { status: false, code: 'NOT_ACTIVE', message: 'only an open campaign can be reminded' } },
      }),
    );
    const dialog = await ask();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('I promemoria si inviano solo a campagna aperta.');
    expect(within(dialog).queryByRole('button', { name: 'Sì, invia' })).toBeNull();
  });

  it('is not offered to a superassessor', async () => {
    const { api } = open(server('ACTIVE', { count: 3 }), 'superassessor');
    expect(await screen.findByText('Aperta', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(api.requests.some((request) => request.url.endsWith('/remind'))).toBe(false);
  });
});
