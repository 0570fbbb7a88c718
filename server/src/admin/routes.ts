import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCampaignRoutes } from './campaigns/routes';
import { hrGuard } from './caller';
import { adminFeedback360Routes } from './feedback360/routes';
import { adminChallengeRoutes } from './challenge/routes';
import { hrPeopleRoutes } from './people/plugin';
import { progressRoutes } from './progress/routes';
import { auditRoutes } from '../report/reads/audit-routes';
import { erasureRoutes } from '../privacy/erase/routes';
import { personExportRoutes } from '../privacy/export/admin-routes';
import { remindRoutes } from '../campaign-mail/routes';
import { bounceRoutes } from '../campaign-mail/bounce-routes';
import { adminNominationRoutes } from '../nominations/admin-routes';
import { daysOffAdminRoutes } from '../days-off/admin-routes';

/**
 * The HR console's API under /api/admin/ (docs/areas/admin.md): one guard for the whole
 * scope, then one plugin per concern.
 */
export const hrAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('hrCaller', null);
  app.addHook('onRequest', hrGuard(app.settings.opsToken));
  await app.register(progressRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(adminFeedback360Routes);
  await app.register(adminChallengeRoutes);
  await app.register(hrPeopleRoutes);
  await app.register(auditRoutes);
  await app.register(erasureRoutes);
  await app.register(personExportRoutes);
  await app.register(remindRoutes);
  await app.register(bounceRoutes);
  await app.register(adminNominationRoutes);
  await app.register(daysOffAdminRoutes);
};
