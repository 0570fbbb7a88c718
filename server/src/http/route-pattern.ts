/** A contract path (paths.ts) with Fastify's `:name` parameters in place of the values. */
export const routePattern = (path: (...args: never[]) => string, ...params: string[]) =>
  (path as (...args: string[]) => string)(...params.map((p) => `:${p}`));
