import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@skillup/shared/api/contract';
import { reportBulkRoutes } from './routes';
import { ReportBulkWorker } from './worker';

/** Built zips stay a day (docs/areas/report.md). */
const KEEP_MINUTES = 24 * 60;
const POLL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    reportBulkWorker: ReportBulkWorker;
  }
}

/** The bulk download of a campaign's reports: its routes, and the worker that lives as long as the server. */
export const reportBulkPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = new ReportBulkWorker(app.db, app.log, { dir: app.settings.reportBulkDir, keepMinutes: KEEP_MINUTES, pollMs: POLL_MS });
    app.decorate('reportBulkWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
    await app.register(reportBulkRoutes, { worker, prefix: API_BASE });
  },
  { name: 'report-bulk', dependencies: ['settings'] },
);
