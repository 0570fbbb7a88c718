import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSessionExpiredHandler } from '@skillup/shared';
import type { MyReportRead } from '@skillup/shared/api/contract';
import { fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { ReportReads } from './ReportReads';

const CAMPAIGN = 7;

const read = (overrides: Partial<MyReportRead>): MyReportRead => ({
  id: 1,
  campaignId: CAMPAIGN,
  campaignName: 'Leadership',
  kind: 'page',
  reader: { kind: 'staff', name: 'Giulia Rossi' },
  readAt: '2026-11-29T12:14:00.000Z',
  ...overrides,
});

describe('who else read the report', () => {
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

  function render(answer: FakeRoute) {
    api = fakeApi({ 'GET /me/report-reads': answer });
    renderWithStore(<ReportReads campaignId={CAMPAIGN} />);
  }

  it('counts the reads by others, names the last reader and its day, and lists each read behind a disclosure', async () => {
    const reads = [
      read({ id: 9, kind: 'hrPdf', readAt: '2026-11-29T12:14:00.000Z' }),
      read({ id: 4, kind: 'bulkZip', reader: { kind: 'staff', name: 'Marco Neri' }, readAt: '2026-11-20T12:00:00.000Z' }),
      read({ id: 2, kind: 'run', reader: { kind: 'operations', name: 'operations' }, readAt: '2026-11-18T12:00:00.000Z' }),
    ];
    render({ status: 200, data: { status: true, reads } });
    const section = await screen.findByRole('region', { name: 'Letture del tuo report' });
    expect(within(section).getByText('Il tuo report è stato letto 3 volte da altri; l’ultima da Giulia Rossi il 29 nov 2026.')).toBeInTheDocument();
    expect(api.requests.map((request) => [request.url, request.params])).toEqual([['/me/report-reads', { campaignId: CAMPAIGN }]]);

    // A native details element: its summary is reached with Tab and opened with Enter or Space.
    const summary = within(section).getByText('Mostra le 3 letture');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^29 nov 2026, \d\d:\d\d: Giulia Rossi \(personale dell’azienda\) ha scaricato il report in PDF per le risorse umane$/),
      expect.stringMatching(/^20 nov 2026, \d\d:\d\d: Marco Neri \(personale dell’azienda\) ha scaricato lo zip con tutti i report della campagna$/),
      expect.stringMatching(/^18 nov 2026, \d\d:\d\d: L’assistenza tecnica di Skillup ha generato un report della campagna che ti riguarda$/),
    ]);
  });

  it('says a single read in the singular', async () => {
    render({ status: 200, data: { status: true, reads: [read({ kind: 'pdf' })] } });
    const section = await screen.findByRole('region', { name: 'Letture del tuo report' });
    expect(within(section).getByText('Il tuo report è stato letto 1 volta da altri: da Giulia Rossi il 29 nov 2026.')).toBeInTheDocument();
    expect(within(section).getByText('Mostra la lettura')).toBeInTheDocument();
  });

  it('says nobody else has read the report, with no list to open', async () => {
    render({ status: 200, data: { status: true, reads: [] } });
    const section = await screen.findByRole('region', { name: 'Letture del tuo report' });
    expect(within(section).getByText('Nessun altro ha letto il tuo report.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(section.querySelector('details')).toBeNull();
  });

  it('shows nothing, and keeps the session, when the reads cannot be read', async () => {
    render({ status: 403, data: { status: false, code: 'FORBIDDEN', message: 'no' } });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Letture del tuo report' })).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });
});
