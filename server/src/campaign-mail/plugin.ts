import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/mailer';
import { CampaignMailWorker } from './mail-worker';

declare module 'fastify' {
  interface FastifyInstance {
    campaignMail: CampaignMailWorker;
  }
}

/** The sender of campaign mails, on the job queue as long as the server lives (docs/jobs.md). */
export const campaignMailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.settings.auth.mail, { pooled: true });
    const worker = new CampaignMailWorker(app.db, app.jobs, mailer, app.settings.auth, app.log, app.settings.mailWorker);
    app.decorate('campaignMail', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'campaign-mail', dependencies: ['database', 'settings', 'jobs'] },
);
