import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assessorRoutes } from './assessor-routes';
import { participantsImportRoutes } from './participants-import-routes';
import { peopleRoutes } from './people-routes';
import { relationsImportRoutes } from './relations-import-routes';
import { templateRoutes } from './template-routes';

/** The people of the HR console (docs/areas/admin.md, "People"); each import takes files in a scope of its own. */
export const hrPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(peopleRoutes);
  await app.register(assessorRoutes);
  await app.register(templateRoutes);
  await app.register(participantsImportRoutes);
  await app.register(relationsImportRoutes);
};
