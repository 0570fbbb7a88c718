import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { campaignRetention } from '../privacy/retention/campaign-retention-job';
import { clientLogsRetention } from './client-logs';
import { HousekeepingRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: HousekeepingRunner;
  }
}

/**
 * The daily jobs, tried by every process (docs/security.md, "Client logs"): whichever claims
 * the day does the work. A new job joins the list here.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.settings.housekeeping;
    const runner = new HousekeepingRunner(app.db, [clientLogsRetention(settings.clientLogsKeepDays), campaignRetention()], app.log);
    app.decorate('housekeeping', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'housekeeping', dependencies: ['database', 'settings'] },
);
