import type { RouteCase } from './route-table';
import { everyone } from './statuses';

/**
 * docs/api.md: the description of the API and its pages, open to anyone as the login page is;
 * they hold the shapes of the calls, no one's data.
 */
export function openApiRows(): RouteCase[] {
  const get = (route: string, url: string, status = 200): RouteCase => ({ method: 'GET', route, request: () => ({ url }), expect: everyone(status) });
  return [get('/api/openapi.json', '/api/openapi.json'), get('/api/docs', '/api/docs'), get('/api/docs/:area', '/api/docs/auth')];
}
