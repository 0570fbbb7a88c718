import type { FastifyInstance } from 'fastify';
import { companies } from './companies/companies';
import { languages } from './languages/languages';
import { resourceRoutes } from './routes';
import { usertests } from './usertests/usertests';

/** The generic lists of docs/behaviour.md §7.2. */
export async function resourcesPlugin(app: FastifyInstance): Promise<void> {
  for (const definition of [companies, languages, usertests]) await app.register(resourceRoutes(definition));
}
