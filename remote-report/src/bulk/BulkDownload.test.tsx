import { fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogueGaps } from '@skillup/shared';
import type { ReportBulkJob } from '@skillup/shared/api/contract';
import { fakeApi, renderWithStore } from '@skillup/shared/testing';
import { mayDownloadAll } from './mayDownloadAll';
import { BulkDownload } from './BulkDownload';
import { bulkCatalogues } from './i18n';

const CAMPAIGN = 7;
const job = (overrides: Partial<ReportBulkJob>): ReportBulkJob => ({
  id: 3,
  campaignId: CAMPAIGN,
  state: 'queued',
  total: 0,
  done: 0,
  createdAt: '2026-05-04T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  ...overrides,
});

describe('the bulk download of a campaign’s reports', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('starts a job, follows its progress and offers the zip when it is built', async () => {
    // What the server holds: the test moves the job along and the page, polling, follows.
    let current: ReportBulkJob | null = null;
    api = fakeApi({
      [`GET /report/${CAMPAIGN}/bulk`]: () => ({ status: 200, data: { status: true, job: current } }),
      [`POST /report/${CAMPAIGN}/bulk`]: () => {
        current = job({});
        return { status: 202, data: { status: true, job: current } };
      },
    });
    renderWithStore(<BulkDownload campaignId={CAMPAIGN} />);
    const region = await screen.findByRole('region', { name: 'Tutti i report della campagna' });
    expect(region).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Prepara lo zip di tutti i report' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('In attesa di iniziare…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepara lo zip di tutti i report' })).toBeDisabled();
    current = job({ state: 'running', total: 4, done: 1 });
    expect(await screen.findByRole('progressbar', { name: 'Report preparati' }, { timeout: 8000 })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1 di 4')).toBeInTheDocument();
    current = job({ state: 'done', total: 4, done: 4, finishedAt: '2026-05-04T10:01:00.000Z', expiresAt: '2026-05-05T10:01:00.000Z' });
    const link = await screen.findByRole('link', { name: 'Scarica lo zip dei report' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', `/api/report/${CAMPAIGN}/bulk/3/download`);
    expect(screen.getByText('Lo zip con 4 report è pronto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepara di nuovo lo zip' })).toBeEnabled();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  }, 20_000);

  it('says so when the job failed or its zip was removed, and when the start is refused', async () => {
    api = fakeApi({
      [`GET /report/${CAMPAIGN}/bulk`]: { status: 200, data: { status: true, job: job({ state: 'expired', total: 4, done: 4 }) } },
      [`POST /report/${CAMPAIGN}/bulk`]: { status: 500, data: { status: false, code: 'INTERNAL', message: 'x' } },
    });
    renderWithStore(<BulkDownload campaignId={CAMPAIGN} />);
    expect(await screen.findByText('Lo zip preparato non è più disponibile: preparane uno nuovo.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Prepara lo zip di tutti i report' }));
    expect(await screen.findByText('Non è stato possibile avviare la preparazione. Riprova.')).toBeInTheDocument();
  });

  it('is for admin and superassessor, in any letter case', () => {
    expect(['admin', 'SuperAssessor', ' ADMIN '].map(mayDownloadAll)).toEqual([true, true, true]);
    expect(['Assessor', 'participant', '', null, undefined].map(mayDownloadAll)).toEqual([false, false, false, false, false]);
  });

  it('has every text in it, en and es', () => {
    expect(catalogueGaps(bulkCatalogues)).toEqual([]);
  });
});
