import { screen } from '@testing-library/react';
import type { IndividualReport } from '@skillup/shared/api/contract';
import { fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import PersonReport from './PersonReport';

const CAMPAIGN = 7;
const PERSON = 42;

const report: IndividualReport = {
  lang: 'it',
  campaignId: CAMPAIGN,
  campaignName: 'Leadership',
  user: { id: PERSON, firstName: 'Luca', lastName: 'Ferri' },
  areas: [{ id: 1, code: 1, name: 'Guida delle persone', value: 3.6, level: 'good', feedback: 'Sai ascoltare.', inDetail: true }],
  skills: [{ id: 10, areaId: 1, name: 'Ascolto ed empatia', value: 4.1, level: 'excellent', star: true }],
  markers: [],
  tasks: [],
  tests: [],
  radar: [{ areaId: 1, name: 'Guida delle persone', value: 4 }],
  suggestions: [],
};

describe("a participant's report shown by another area", () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
  });

  function render(
    props: { campaignId?: unknown; userId?: unknown },
    answer: FakeRoute = { status: 200, data: { status: true, result: { rep: report } } },
  ) {
    api = fakeApi({ [`GET /report/${CAMPAIGN}/individual/personal/${PERSON}`]: answer });
    renderWithStore(<PersonReport {...props} />);
  }

  it("reads the person's report, not the reader's, and shows it as their report page does, with the PDF", async () => {
    render({ campaignId: CAMPAIGN, userId: PERSON });
    expect(await screen.findByRole('heading', { name: 'Profilo per area' })).toBeInTheDocument();
    expect(screen.getByText('Sai ascoltare.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica il report' })).toHaveAttribute(
      'href',
      `/api/report/${CAMPAIGN}/individual/hr/${PERSON}/download`,
    );
    expect(api?.requests.map((request) => request.url)).toEqual([`/report/${CAMPAIGN}/individual/personal/${PERSON}`]);
    expect(screen.queryByText(/letto il tuo report/)).not.toBeInTheDocument();
  });

  it.each([
    ['no person', { campaignId: CAMPAIGN }],
    ['a person that is no id', { campaignId: CAMPAIGN, userId: '42' }],
    ['a campaign that is no id', { campaignId: 0, userId: PERSON }],
  ])('says it cannot show the report for %s, and asks nothing', (_case, props) => {
    render(props);
    expect(screen.getByText('Non si può mostrare il report: la persona o la campagna richiesta non è valida.')).toBeInTheDocument();
    expect(api?.requests).toEqual([]);
  });

  it('says so when the server refuses the report', async () => {
    render({ campaignId: CAMPAIGN, userId: PERSON }, { status: 404, data: { status: false, error: 'not found', code: 'NOT_FOUND' } });
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
