import { fireEvent, screen } from '@testing-library/react';
import { AreaViewContext, type AreaViewProps } from '@skillup/shared';
import App from '../App';
import { aParticipant } from './testing/fixtures';
import { anAdminCampaign, anAdminTest } from '../testing/fixtures';
import { renderPage } from '../testing/renderAdmin';

const CAMPAIGN = 7;

/** The host's loader as the console meets it: what it was asked to show. */
function HostView({ remote, view, campaignId, props }: AreaViewProps) {
  return <p>{`${remote}/${view} of campaign ${campaignId} for ${JSON.stringify(props)}`}</p>;
}

function open(path: string) {
  return renderPage(
    <AreaViewContext.Provider value={HostView}>
      <App />
    </AreaViewContext.Provider>,
    {
      path,
      route: '/admin/*',
      routes: {
        [`GET /admin/campaigns/${CAMPAIGN}`]: {
          status: 200,
          data: { campaign: anAdminCampaign({ id: CAMPAIGN, state: 'CLOSED' }), tests: [anAdminTest()] },
        },
        'GET /admin/campaigns': { status: 200, data: { campaigns: [] } },
        [`GET /admin/campaigns/${CAMPAIGN}/participants/21/progress`]: { status: 200, data: aParticipant() },
      },
    },
  );
}

describe("a participant's report in the console", () => {
  let restore = () => {};
  afterEach(() => restore());

  it("asks the host for the report's view of this person in this campaign, under their name, and leads back to them", async () => {
    const { api } = open(`/admin/campaigns/${CAMPAIGN}/progress/21`);
    restore = api.restore;
    fireEvent.click(await screen.findByRole('link', { name: 'Leggi il report di Anna Rossi come lo vede' }));
    expect(await screen.findByRole('heading', { name: 'Report di Anna Rossi', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(`report/PersonReport of campaign ${CAMPAIGN} for {"userId":21}`)).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(`/admin/campaigns/${CAMPAIGN}/progress/21/report`);
    fireEvent.click(screen.getByRole('link', { name: 'Torna a Anna Rossi' }));
    expect(await screen.findByRole('heading', { name: 'Anna Rossi', level: 3 })).toBeInTheDocument();
  });

  it('says Not found for an address whose person is no id, and asks for no view', async () => {
    const { api } = open(`/admin/campaigns/${CAMPAIGN}/progress/anna/report`);
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
    expect(screen.queryByText(/PersonReport/)).toBeNull();
  });
});
