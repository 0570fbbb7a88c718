import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReportBulkWorker } from './worker';

/** Built zips stay a day (docs/areas/report.md). */
const KEEP_MINUTES = 24 * 60;
const POLL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    reportBulkWorker: ReportBulkWorker;
  }
}

/** The worker of the bulk download, on the job queue as long as the server lives; its routes are signed-in routes (docs/architecture.md). */
export const reportBulkPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = new ReportBulkWorker(app.db, app.jobs, app.log, { dir: app.settings.reportBulkDir, keepMinutes: KEEP_MINUTES, pollMs: POLL_MS });
    app.decorate('reportBulkWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'report-bulk', dependencies: ['database', 'settings', 'jobs'] },
);
