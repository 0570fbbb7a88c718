import type { FastifyInstance } from 'fastify';

export interface ServerRoute {
  method: string;
  route: string;
}

/**
 * Every route the server registered, read from the tree of `printRoutes`: each line is a
 * path segment under its parent (four characters of indentation per level) with its
 * methods. HEAD, which Fastify adds to every GET, is left out.
 */
export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const stack: string[] = [];
  const routes: ServerRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│]*)(?:├── |└── )(.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match as unknown as [string, string, string, string];
    const depth = indent.length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const path = parent === '' ? segment : `${parent}${parent.endsWith('/') || segment.startsWith('/') ? '' : '/'}${segment}`;
    stack.push(path);
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') routes.push({ method, route: path === '*' ? '/*' : path });
    }
  }
  return routes;
}
