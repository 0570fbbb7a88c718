import type { RouteOptions } from 'fastify';

export interface ServerRoute {
  method: string;
  route: string;
}

/**
 * Every route the server registers, as Fastify announces it to an `onRoute` hook: the
 * method and the full path with its prefix. HEAD, which Fastify adds to every GET, is left out.
 */
export function routeRecorder(): { routes: ServerRoute[]; onRoute(route: RouteOptions): void } {
  const routes: ServerRoute[] = [];
  return {
    routes,
    onRoute({ method, url }) {
      for (const one of Array.isArray(method) ? method : [method]) {
        if (one !== 'HEAD') routes.push({ method: one, route: url });
      }
    },
  };
}
