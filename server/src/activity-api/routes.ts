import type { FastifyPluginAsync } from 'fastify';
import { beaconRoutes } from './beacon-routes';
import { outcomesRoutes } from './outcomes-routes';
import { rpcRoutes } from './rpc-routes';
import { syncRoutes } from './sync-routes';

/** docs/behaviour.md §7.5: what activities and the queue call. */
export const activityApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(syncRoutes);
  await app.register(outcomesRoutes);
  await app.register(rpcRoutes);
  await app.register(beaconRoutes);
};
