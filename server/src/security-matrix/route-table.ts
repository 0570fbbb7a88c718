import type { HTTPMethods } from 'fastify';
import { DEMO_PASSWORD, persona } from '../testing/test-app';
import type { Fixtures, Persona } from './fixtures';

export interface MatrixRequest {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface RouteCase {
  method: HTTPMethods;
  /** The route as the server registered it, e.g. /api/usertests/:id. */
  route: string;
  /** What the row checks, when a route has several rows. */
  note?: string;
  request(fx: Fixtures): Promise<MatrixRequest> | MatrixRequest;
  /** Expected status for anonymous, participant of another company, participant, assessor, admin. */
  expect: Record<Persona, number>;
}

const as = (anonymous: number, otherCompany: number, participant: number, assessor: number, admin: number) => ({
  anonymous,
  otherCompany,
  participant,
  assessor,
  admin,
});
const signedIn = (status: number) => as(401, status, status, status, status);
const everyone = (status: number) => as(status, status, status, status, status);
/** Only an admin (or the ops token) passes the admin guard. */
const adminOnly = (admin: number) => as(401, 403, 403, 403, admin);
/** Writes of company data: admins within their company, nobody below. */
const adminWrites = (admin: number) => as(401, 403, 403, 403, admin);

/**
 * Every route of the server with the status each caller gets. A route added to the server
 * must be added here: the matrix fails on a route this table does not list.
 */
export const ROUTE_TABLE: RouteCase[] = [
  { method: 'GET', route: '/', request: () => ({ url: '/' }), expect: everyone(503) },
  {
    method: 'GET',
    route: '/*',
    note: 'a page of the app, which the tests do not build',
    request: () => ({ url: '/select-campaign', headers: { accept: 'text/html' } }),
    expect: everyone(503),
  },
  { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: everyone(200) },

  {
    method: 'POST',
    route: '/api/auth/login',
    request: () => ({ url: '/api/auth/login', payload: { username: persona('anna.rossi'), password: DEMO_PASSWORD } }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/auth/logout', request: () => ({ url: '/api/auth/logout' }), expect: signedIn(200) },
  { method: 'GET', route: '/api/auth/me', request: () => ({ url: '/api/auth/me' }), expect: signedIn(200) },

  { method: 'GET', route: '/api/usercampaign', note: 'no campaign chosen yet', request: () => ({ url: '/api/usercampaign' }), expect: signedIn(422) },
  { method: 'GET', route: '/api/usercampaign/list', request: () => ({ url: '/api/usercampaign/list' }), expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/usercampaign/:id',
    request: (fx) => ({ url: `/api/usercampaign/${fx.leadership}`, payload: {} }),
    expect: as(401, 404, 200, 200, 200),
  },

  {
    method: 'GET',
    route: '/api/usertests',
    note: 'a campaign of the demo company',
    request: (fx) => ({ url: `/api/usertests?campaignId=${fx.leadership}` }),
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'GET',
    route: '/api/usertests',
    note: 'the generic list of the demo company',
    request: (fx) => ({ url: `/api/usertests?companyId=${fx.demo}` }),
    expect: as(401, 403, 200, 200, 200),
  },
  {
    method: 'GET',
    route: '/api/usertests',
    note: 'the generic list of another company',
    request: (fx) => ({ url: `/api/usertests?companyId=${fx.acme}` }),
    expect: as(401, 200, 403, 403, 403),
  },
  {
    method: 'GET',
    route: '/api/usertests/:id',
    request: (fx) => ({ url: `/api/usertests/${fx.leadershipTest}` }),
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'POST',
    route: '/api/usertests',
    request: (fx) => ({ url: '/api/usertests', payload: { campaignId: fx.leadership, name: { it: 'Nuova' }, url: 'nu/index.html' } }),
    expect: adminWrites(201),
  },
  {
    method: 'PUT',
    route: '/api/usertests/:id',
    request: async (fx) => ({ url: `/api/usertests/${await fx.newTest()}`, payload: { hasTimer: true } }),
    expect: adminWrites(200),
  },
  {
    method: 'DELETE',
    route: '/api/usertests/:id',
    request: async (fx) => ({ url: `/api/usertests/${await fx.newTest()}` }),
    expect: adminWrites(200),
  },
  {
    method: 'DELETE',
    route: '/api/usertests/selection',
    request: async (fx) => ({ url: '/api/usertests/selection', payload: { selection: [await fx.newTest()] } }),
    expect: adminWrites(200),
  },

  {
    method: 'GET',
    route: '/api/remotes',
    note: 'a campaign of the demo company',
    request: (fx) => ({ url: `/api/remotes?campaignId=${fx.leadership}` }),
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'GET',
    route: '/api/remotes',
    note: 'a campaign of another company',
    request: (fx) => ({ url: `/api/remotes?campaignId=${fx.acmeCampaign}` }),
    expect: as(401, 200, 404, 404, 404),
  },
  {
    method: 'POST',
    route: '/api/logs',
    request: () => ({ url: '/api/logs', payload: { data: 'matrix' } }),
    expect: everyone(200),
  },

  { method: 'GET', route: '/api/admin/remotes', request: () => ({ url: '/api/admin/remotes' }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/versions/:version',
    note: 'an empty upload',
    request: () => ({ url: '/api/admin/remotes/taskroom/versions/9.9.9', payload: { files: [] } }),
    expect: adminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/default',
    note: 'a version never published',
    request: () => ({ url: '/api/admin/remotes/taskroom/default', payload: { version: '9.9.9' } }),
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a version never published',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/pins/${fx.leadership}`, payload: { version: '9.9.9' } }),
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'no pin',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/pins/${fx.leadership}` }),
    expect: adminOnly(404),
  },

  { method: 'GET', route: '/api/languages', request: () => ({ url: '/api/languages' }), expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/languages',
    note: 'filtered on the demo company',
    request: (fx) => ({ url: `/api/languages?companyId=${fx.demo}` }),
    expect: as(401, 403, 200, 200, 200),
  },
  { method: 'GET', route: '/api/languages/:id', request: (fx) => ({ url: `/api/languages/${fx.language}` }), expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/languages',
    request: () => ({ url: '/api/languages', payload: { lang: 'fr', name: 'Français' } }),
    expect: adminWrites(403),
  },
  {
    method: 'PUT',
    route: '/api/languages/:id',
    request: (fx) => ({ url: `/api/languages/${fx.language}`, payload: { description: 'x' } }),
    expect: adminWrites(403),
  },
  { method: 'DELETE', route: '/api/languages/:id', request: (fx) => ({ url: `/api/languages/${fx.language}` }), expect: adminWrites(403) },
  {
    method: 'DELETE',
    route: '/api/languages/selection',
    request: (fx) => ({ url: '/api/languages/selection', payload: { selection: [fx.language] } }),
    expect: adminWrites(403),
  },

  { method: 'GET', route: '/api/companies', request: () => ({ url: '/api/companies' }), expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/companies',
    note: 'filtered on the demo company',
    request: (fx) => ({ url: `/api/companies?companyId=${fx.demo}` }),
    expect: as(401, 403, 200, 200, 200),
  },
  {
    method: 'GET',
    route: '/api/companies/:id',
    request: (fx) => ({ url: `/api/companies/${fx.demo}` }),
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'POST',
    route: '/api/companies',
    request: () => ({ url: '/api/companies', payload: { name: 'Nuova S.r.l.' } }),
    expect: adminWrites(403),
  },
  {
    method: 'PUT',
    route: '/api/companies/:id',
    request: (fx) => ({ url: `/api/companies/${fx.demo}`, payload: { name: 'Demo S.p.A.' } }),
    expect: adminWrites(200),
  },
  {
    method: 'PUT',
    route: '/api/companies/:id',
    note: 'another company',
    request: (fx) => ({ url: `/api/companies/${fx.acme}`, payload: { name: 'Acme Logistica S.r.l.' } }),
    expect: as(401, 403, 403, 403, 404),
  },
  {
    method: 'DELETE',
    route: '/api/companies/:id',
    request: async (fx) => ({ url: `/api/companies/${await fx.newCompany()}` }),
    expect: adminWrites(403),
  },
  {
    method: 'DELETE',
    route: '/api/companies/selection',
    request: async (fx) => ({ url: '/api/companies/selection', payload: { selection: [await fx.newCompany()] } }),
    expect: adminWrites(403),
  },
];

export const routeKey = (method: string, route: string) => `${method} ${route}`;
