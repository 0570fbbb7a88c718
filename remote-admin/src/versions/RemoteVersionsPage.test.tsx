import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RemoteListing } from '@skillup/shared/api/contract';
import { anAdminCampaign } from '../testing/fixtures';
import { renderAdmin } from '../testing/renderAdmin';

const listing = (name: RemoteListing['name'], pins: RemoteListing['pins'] = []): RemoteListing => ({
  name,
  default: '1.1.0',
  versions: [
    { version: '1.1.0', hash: 'b', publishedAt: '2026-05-02T10:00:00.000Z' },
    { version: '1.0.0', hash: 'a', publishedAt: '2026-04-01T10:00:00.000Z' },
  ],
  pins,
});

describe('the versions of a campaign’s areas', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows each area’s version, pins one among the published and goes back to the default', async () => {
    let pins: RemoteListing['pins'] = [{ campaignId: 99, version: '1.0.0' }];
    const { api } = renderAdmin({
      path: '/admin/campaigns/11/versions',
      routes: {
        'GET /admin/campaigns/11': { status: 200, data: { campaign: anAdminCampaign({ id: 11 }), tests: [] } },
        'GET /admin/remotes': () => ({ status: 200, data: { remotes: [listing('report', pins), listing('taskroom'), listing('admin')] } }),
        'PUT /admin/remotes/report/pins/11': ({ body }) => {
          pins = [...pins, { campaignId: 11, version: (body as { version: string }).version }];
          return { status: 200, data: { status: true } };
        },
        'DELETE /admin/remotes/report/pins/11': () => {
          pins = pins.filter((pin) => pin.campaignId !== 11);
          return { status: 200, data: { status: true } };
        },
      },
    });
    restore = api.restore;
    const report = await screen.findByRole('group', { name: 'Report' });
    expect(screen.getByRole('group', { name: 'Task Room' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Amministrazione' })).toBeNull();
    // Another campaign's pin is not this one's.
    expect(report).toHaveTextContent('Carica la versione 1.1.0, quella predefinita.');
    const choice = within(report).getByRole('combobox', { name: 'Versione di Report' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1.1.0, pubblicata il 2 mag 2026 (predefinita)', '1.0.0, pubblicata il 1 apr 2026']);
    fireEvent.change(choice, { target: { value: '1.0.0' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Fissa questa versione' }));
    expect(await within(report).findByText('Carica la versione 1.0.0, fissata per questa campagna.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ version: '1.0.0' });

    fireEvent.click(within(report).getByRole('button', { name: 'Torna alla predefinita' }));
    expect(await within(report).findByText('Carica la versione 1.1.0, quella predefinita.')).toBeInTheDocument();
    await waitFor(() => expect(within(report).queryByRole('button', { name: 'Torna alla predefinita' })).toBeNull());
  });

  it('is not offered to a superassessor, whom the registry does not answer', async () => {
    const { api } = renderAdmin({
      path: '/admin/campaigns/11/versions',
      role: 'superassessor',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: anAdminCampaign({ id: 11 }), tests: [] } } },
    });
    restore = api.restore;
    expect(await screen.findByText("Solo l'amministratore dell'azienda sceglie le versioni.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Versioni' })).toBeNull();
    expect(api.requests.map((request) => request.url)).not.toContain('/admin/remotes');
  });
});
