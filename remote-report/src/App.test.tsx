import { act, fireEvent, screen, within } from '@testing-library/react';
import { selectedCampaignQuery, sessionUserAtom, setSessionExpiredHandler } from '@skillup/shared';
import type { IndividualReport, ReportConfigResponse } from '@skillup/shared/api/contract';
import { aCampaign, aUser, fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './App';

const CAMPAIGN = 7;
const USER = 42;
const config = (overrides: Partial<ReportConfigResponse> = {}): ReportConfigResponse => ({
  status: true,
  report: { individualConf: { individual: { canAssessedDownload: true } } },
  available: true,
  canDownload: true,
  noReportText: null,
  ...overrides,
});

const report: IndividualReport = {
  lang: 'it',
  campaignId: CAMPAIGN,
  campaignName: 'Leadership',
  user: { id: USER, firstName: 'Luca', lastName: 'Ferri' },
  areas: [
    { id: 1, code: 1, name: 'Guida delle persone', value: 3.6, level: 'good', feedback: 'Sai ascoltare.', inDetail: true },
    { id: 6, code: 6, name: 'Motivazioni', value: 3, level: 'good', feedback: 'Valori chiari.', inDetail: false },
  ],
  skills: [
    { id: 10, areaId: 1, name: 'Ascolto ed empatia', value: 4.1, level: 'excellent', star: true },
    { id: 11, areaId: 1, name: 'Sviluppo dei collaboratori', value: 2, level: 'sufficient', star: false },
    { id: 60, areaId: 6, name: 'Valori personali', value: null, level: null, star: false },
  ],
  markers: [
    { id: 100, skillId: 10, name: 'Ascolto attivo', value: 3.2, level: 'good', feedback: 'Fai domande.', devSuggestion: 'a---b' },
    { id: 110, skillId: 11, name: 'Feedback per la crescita', value: 2, level: 'sufficient', feedback: 'Dai feedback.', devSuggestion: 'c---d' },
  ],
  tasks: [{ id: 1000, markerId: 100, testId: 3, name: 'Colloquio di feedback', abbreviation: 'CF', category: 'judgement', value: 3.8 }],
  tests: [],
  radar: [{ areaId: 1, name: 'Guida delle persone', value: 4 }],
  suggestions: [{ skillId: 11, markers: [{ markerId: 110, name: 'Feedback per la crescita', text: 'Concorda un obiettivo.' }] }],
};

describe('report page', () => {
  let api: ReturnType<typeof fakeApi>;
  let expired: jest.Mock;
  let removeHandler: () => void;
  beforeEach(() => {
    expired = jest.fn();
    removeHandler = setSessionExpiredHandler(expired);
  });
  afterEach(() => {
    api.restore();
    removeHandler();
  });

  function render(
    configAnswer: FakeRoute,
    personal: FakeRoute = { status: 200, data: { status: true, result: { rep: report } } },
    path = '/report',
    more: Record<string, FakeRoute> = {},
  ) {
    api = fakeApi({
      [`GET /report/${CAMPAIGN}/config`]: configAnswer,
      [`GET /report/${CAMPAIGN}/individual/personal/${USER}`]: personal,
      ...more,
    });
    const store = createStore();
    store.set(sessionUserAtom, aUser({ id: USER }));
    renderWithStore(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/report/*" element={<App />} />
        </Routes>
      </MemoryRouter>,
      { store, cached: [[selectedCampaignQuery.queryKey, aCampaign({ id: CAMPAIGN, state: 'REPORT' })]] },
    );
  }

  it('shows the report on screen: download link, radar with its table, synthesis, stars and suggestions', async () => {
    render({ status: 200, data: config() });
    const area = await screen.findByRole('region', { name: 'Report' });
    expect(await within(area).findByRole('link', { name: 'Scarica il report' })).toHaveAttribute(
      'href',
      `/api/report/${CAMPAIGN}/individual/personal/${USER}/download`,
    );
    expect(within(area).getByRole('img', { name: /Guida delle persone 4/ })).toBeInTheDocument();
    expect(within(area).getByRole('table', { name: 'Punteggi per area' })).toHaveTextContent('Guida delle persone4');
    const synthesis = within(area).getByRole('region', { name: 'Sintesi qualitativa per profilo di area' });
    expect(within(synthesis).getByText('Presidio buono')).toBeInTheDocument();
    expect(within(synthesis).queryByText('Motivazioni')).toBeNull();
    expect(within(area).getByRole('img', { name: 'Punto di forza' })).toBeInTheDocument();
    expect(within(area).getByText('Concorda un obiettivo.')).toBeInTheDocument();
    expect(within(area).getByText('Valori personali · –')).toBeInTheDocument();
    expect(area).not.toHaveTextContent('NaN');
  });

  it('tells the person, above their own report, who else read it in this campaign', async () => {
    const reads: FakeRoute = {
      status: 200,
      data: {
        status: true,
        reads: [
          {
            id: 1,
            campaignId: CAMPAIGN,
            campaignName: 'Leadership',
            kind: 'hrPdf',
            reader: { kind: 'staff', name: 'Giulia Rossi' },
            readAt: '2026-11-29T12:00:00.000Z',
          },
        ],
      },
    };
    render({ status: 200, data: config() }, undefined, undefined, { 'GET /me/report-reads': reads });
    const line = await screen.findByRole('region', { name: 'Letture del tuo report' });
    expect(line).toHaveTextContent('Il tuo report è stato letto 1 volta da altri: da Giulia Rossi il 29 nov 2026.');
    expect(api.requests.find((request) => request.url === '/me/report-reads')?.params).toEqual({ campaignId: CAMPAIGN });
  });

  describe("the campaign's report list", () => {
    const list: FakeRoute = {
      status: 200,
      data: {
        status: true,
        reports: [
          { id: 3, name: 'Report individuale', visibleToAssessorsOnly: false },
          { id: 4, name: "Report per l'assessor", visibleToAssessorsOnly: true },
        ],
      },
    };

    it('offers each report not kept for assessors as a PDF run for the reader', async () => {
      render({ status: 200, data: config() }, undefined, undefined, { 'GET /reports': list });
      const section = await screen.findByRole('region', { name: 'Altri report della campagna' });
      const links = within(section).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Report individuale in PDF', `/api/reports/3/run/${CAMPAIGN}`],
      ]);
      expect(api.requests.find((request) => request.url === '/reports')?.params).toEqual({ campaignId: CAMPAIGN });
    });

    it('is not offered where the report cannot be downloaded, nor when only assessors have reports', async () => {
      render({ status: 200, data: config({ canDownload: false }) }, undefined, undefined, { 'GET /reports': list });
      await screen.findByText('Concorda un obiettivo.');
      expect(api.requests.some((request) => request.url === '/reports')).toBe(false);
      expect(screen.queryByRole('region', { name: 'Altri report della campagna' })).toBeNull();
    });
  });

  it('opens a skill to its markers and a marker to its detail and evidence', async () => {
    render({ status: 200, data: config() });
    const skill = await screen.findByText(/Ascolto ed empatia · 4\.1/);
    fireEvent.click(skill);
    expect(screen.getAllByText('Indicatori')[0]).toBeInTheDocument();
    fireEvent.click(screen.getByText('Ascolto attivo · 3.2'));
    expect(screen.getAllByText('Valutazione in dettaglio')[0]).toBeInTheDocument();
    expect(screen.getAllByText("Prove legate all'indicatore")[0]).toBeInTheDocument();
    expect(screen.getByText('Colloquio di feedback (CF) – Giudizio situazionale: 3.8')).toBeInTheDocument();
  });

  it('says there is no report, with the campaign text, while it is not out', async () => {
    render({ status: 200, data: config({ available: false, canDownload: false, noReportText: 'Arriverà a giugno.' }) });
    expect(await screen.findByText('Nessun report disponibile')).toBeInTheDocument();
    expect(screen.getByText('La pagina di report non è ancora attiva. Ti avviseremo quando sarà disponibile.')).toBeInTheDocument();
    expect(screen.getByText('Arriverà a giugno.')).toBeInTheDocument();
  });

  const withoutModel: IndividualReport = {
    ...report,
    areas: [],
    skills: [],
    markers: [],
    tasks: [],
    radar: [],
    suggestions: [],
    tests: [
      { id: 1, name: 'In-Basket', abbreviation: 'IB', status: 'complete', category: 'inbox' },
      { id: 2, name: 'Business case', abbreviation: 'BC', status: 'incomplete', category: 'activity' },
      { id: 3, name: 'Colloquio di feedback', abbreviation: 'CF', status: 'not attempted', category: 'judgement' },
    ],
  };
  const ownTests = async () => {
    const section = await screen.findByRole('region', { name: 'Le tue attività' });
    return within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  it('offers the download of a report without a model, with the tests and how far they got', async () => {
    render({ status: 200, data: config() }, { status: 200, data: { status: true, result: { rep: withoutModel } } });
    expect(await screen.findByRole('heading', { name: 'Il report è pronto per il download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica il report in PDF' })).toHaveAttribute(
      'href',
      `/api/report/${CAMPAIGN}/individual/personal/${USER}/download`,
    );
    expect(await ownTests()).toEqual(['In-Basket: Completata', 'Business case: In corso', 'Colloquio di feedback: Da iniziare']);
  });

  it('says a report without a model and without a download is out, and whom to ask, not that it is yet to come', async () => {
    const closed = config({
      report: { individualConf: { individual: { canAssessedDownload: false } } },
      canDownload: false,
      noReportText: 'Arriverà a giugno.',
    });
    render({ status: 200, data: closed }, { status: 200, data: { status: true, result: { rep: withoutModel } } });
    expect(await screen.findByRole('heading', { name: 'Il tuo report è stato pubblicato' })).toBeInTheDocument();
    expect(screen.getByText('Questa campagna non prevede un report da leggere in questa pagina, né il suo download in PDF.')).toBeInTheDocument();
    expect(screen.getByText('Per conoscere i tuoi risultati, rivolgiti al referente HR della campagna.')).toBeInTheDocument();
    expect(await ownTests()).toEqual(['In-Basket: Completata', 'Business case: In corso', 'Colloquio di feedback: Da iniziare']);
    expect(screen.queryByText('Nessun report disponibile')).toBeNull();
    expect(screen.queryByText(/non è ancora attiva/)).toBeNull();
    // The campaign's text is for while the report is not out.
    expect(screen.queryByText('Arriverà a giugno.')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves the list of tests out when the report carries none', async () => {
    render(
      { status: 200, data: config({ canDownload: false }) },
      { status: 200, data: { status: true, result: { rep: { ...withoutModel, tests: [] } } } },
    );
    expect(await screen.findByRole('heading', { name: 'Il tuo report è stato pubblicato' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Le tue attività' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('does not log out when the personal report is refused, but does when the config is', async () => {
    render(
      { status: 200, data: config() },
      { status: 403, data: { status: false, code: 'REPORT_NOT_AVAILABLE', message: 'the report is not available yet' } },
    );
    expect(await screen.findByText('Nessun report disponibile')).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
    api.restore();
    render({ status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'you must login first' } });
    await screen.findAllByRole('region', { name: 'Report' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('says Not found for a path below /report it has no page for', async () => {
    render({ status: 200, data: config() }, undefined, '/report/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
