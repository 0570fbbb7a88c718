import type { CalendarStorageResponse, CalendarStore } from '@skillup/shared/api/contract';
import type { HTTPMethods } from 'fastify';
import { DEMO_PASSWORD, persona } from '../test-app';
import type { Fixtures, Persona } from './fixtures';
import { accountRows } from './account-rows';
import { remindRows } from './remind-rows';
import { bounceRows } from './bounce-rows';
import { openApiRows } from './openapi-rows';
import { nominationRows } from './nomination-rows';
import { adminCampaignRows } from './admin-campaign-rows';
import { adminFeedback360Rows } from './admin-feedback360-rows';
import { adminPeopleRows } from './admin-people-rows';
import { adminProgressRows } from './admin-progress-rows';
import { challengeTutorialRows } from './challenge-tutorial-rows';
import { daysOffRows } from './days-off-rows';
import { closedCampaignRows } from './closed-campaign-rows';
import { erasureRows } from './erasure-rows';
import { exportRows } from './export-rows';
import { reportBulkRows } from './report-bulk-rows';
import { reportReadsRows } from './report-reads-rows';
import { adminOnly, as, everyone, signedIn } from './statuses';

export interface MatrixRequest {
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

/** Who sends the request, with the headers of their session, for rows that prepare the session or use the caller's id. */
export interface Caller {
  who: Persona;
  headers: Record<string, string>;
}

export interface RouteCase {
  method: HTTPMethods;
  /** The route as the server registered it, e.g. /api/usertests/:id. */
  route: string;
  /** What the row checks, when a route has several rows. */
  note?: string;
  request(fx: Fixtures, caller: Caller): Promise<MatrixRequest> | MatrixRequest;
  /** Expected status for anonymous, participant of another company, participant, assessor, admin. */
  expect: Record<Persona, number>;
  /** The error code some callers must get, where the status alone would not tell why. */
  codes?: Partial<Record<Persona, string>>;
  /**
   * Puts back what request() changed before the call, whatever the answer: the suites that
   * send a row's request refused (closed-bodies.test.ts) must leave the personas as they were.
   */
  settle?(fx: Fixtures, caller: Caller): Promise<void>;
}

const everyoneCode = (code: string) => ({ anonymous: code, otherCompany: code, participant: code, assessor: code, admin: code });
/** Publishing and defaults reach every company: the operations token only, never a company's admin. */
const operationsOnly = as(401, 403, 403, 403, 403);
/** Writes of company data: admins within their company, nobody below. */
const adminWrites = (admin: number) => as(401, 403, 403, 403, admin);
/** The staff of the demo company (the assessor and the admin), nobody else. */
const demoStaff = (status: number) => as(401, 403, 403, status, status);
/** Whoever is enrolled in the Leadership Assessment: everyone signed in but the other company. */
const enrolled = (status: number) => as(401, 404, status, status, status);

/** A multipart body as navigator.sendBeacon makes it from a FormData. */
function multipartForm(fields: Record<string, string>): MatrixRequest {
  const boundary = '----skillupMatrixBoundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return {
    url: '/api/tests/beacon',
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One STATUS item of the queue for a run of the first test of the Leadership Assessment. */
const statusItem = (fx: Fixtures, userId: number) => [
  { type: 'STATUS', campaignId: fx.leadership, testId: fx.leadershipTest, userId, version: fx.nextVersion(), status: 'incomplete' },
];
const run = (fx: Fixtures, kind: 'sync' | 'status' | 'data', userId: number, campaignId = fx.leadership, testId = fx.leadershipTest) =>
  `/api/tests/${testId}/${kind}/${campaignId}/${userId}`;
const participantId = (fx: Fixtures) => fx.selfId('participant');
const RUN_WRITES = {
  sync: (fx: Fixtures) => ({ version: fx.nextVersion(), status: 'incomplete', data: '{"step":1}' }),
  status: (fx: Fixtures) => ({ version: fx.nextVersion(), status: 'incomplete' }),
  data: (fx: Fixtures) => ({ version: fx.nextVersion(), data: '{"step":2}' }),
};

/** The reads of a run: the user themself, or an assessor with the user among their samples. */
const runReads = (kind: 'sync' | 'data'): RouteCase[] => [
  {
    method: 'GET',
    route: `/api/tests/:testId/${kind}/:campaignId/:userId`,
    note: "the caller's own run",
    request: (fx, { who }) => ({ url: run(fx, kind, fx.selfId(who)) }),
    expect: enrolled(200),
  },
  {
    method: 'GET',
    route: `/api/tests/:testId/${kind}/:campaignId/:userId`,
    note: "the participant's run, who is a sample of the assessor",
    request: (fx) => ({ url: run(fx, kind, participantId(fx)) }),
    expect: as(401, 403, 200, 200, 403),
  },
  {
    method: 'GET',
    route: `/api/tests/:testId/${kind}/:campaignId/:userId`,
    note: 'a run in another company',
    request: (fx) => ({ url: run(fx, kind, fx.selfId('otherCompany'), fx.acmeCampaign, fx.acmeTest) }),
    expect: as(401, 200, 403, 404, 404),
  },
];

/** The writes of a run: the user themself only, in a campaign they are enrolled in. */
const runWrites = (kind: 'sync' | 'status' | 'data'): RouteCase[] => [
  {
    method: 'POST',
    route: `/api/tests/:testId/${kind}/:campaignId/:userId`,
    note: "the caller's own run",
    request: (fx, { who }) => ({ url: run(fx, kind, fx.selfId(who)), payload: RUN_WRITES[kind](fx) }),
    expect: enrolled(200),
  },
  {
    method: 'POST',
    route: `/api/tests/:testId/${kind}/:campaignId/:userId`,
    note: "the participant's run",
    request: (fx) => ({ url: run(fx, kind, participantId(fx)), payload: RUN_WRITES[kind](fx) }),
    expect: as(401, 403, 200, 403, 403),
  },
];

/**
 * Every route of the server with the status each caller gets. A route added to the server
 * must be added here: the matrix fails on a route this table does not list.
 */
export const ROUTE_TABLE: RouteCase[] = [
  { method: 'GET', route: '/', request: () => ({ url: '/' }), expect: everyone(503) },
  { method: 'GET', route: '/index.html', request: () => ({ url: '/index.html' }), expect: everyone(503) },
  {
    method: 'GET',
    route: '/*',
    note: 'a page of the app, which the tests do not build',
    request: () => ({ url: '/select-campaign', headers: { accept: 'text/html' } }),
    expect: everyone(503),
  },
  {
    method: 'GET',
    route: '/remotes/*',
    note: 'a file of a published remote version, which anyone may load',
    request: (fx) => ({ url: `/remotes/taskroom/${fx.publishedVersion}/mf-manifest.json` }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: everyone(200) },
  { method: 'GET', route: '/api/health/live', request: () => ({ url: '/api/health/live' }), expect: everyone(200) },

  {
    method: 'POST',
    route: '/api/auth/login',
    request: () => ({ url: '/api/auth/login', payload: { username: persona('anna.rossi'), password: DEMO_PASSWORD } }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/auth/logout', request: () => ({ url: '/api/auth/logout' }), expect: signedIn(200) },
  { method: 'GET', route: '/api/auth/me', request: () => ({ url: '/api/auth/me' }), expect: signedIn(200) },
  ...accountRows(),
  {
    method: 'POST',
    route: '/api/auth/sendPasswordReset',
    note: 'an address with an account',
    request: async (fx) => ({ url: '/api/auth/sendPasswordReset', payload: { email: (await fx.newResetAccount()).email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/checkToken',
    note: 'a valid token',
    request: async (fx) => ({ url: '/api/auth/checkToken', payload: await fx.newResetAccount() }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/resetPassword',
    note: 'a valid token',
    request: async (fx) => {
      const { email, token } = await fx.newResetAccount();
      return {
        url: '/api/auth/resetPassword',
        payload: { email, token, password: 'Matrice-Nuova-2026!', password_confirmation: 'Matrice-Nuova-2026!' },
      };
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/resetPassword',
    note: 'a token of another account',
    request: async (fx) => {
      const { email } = await fx.newResetAccount();
      const { token } = await fx.newResetAccount();
      return {
        url: '/api/auth/resetPassword',
        payload: { email, token, password: 'Matrice-Nuova-2026!', password_confirmation: 'Matrice-Nuova-2026!' },
      };
    },
    expect: everyone(422),
    codes: everyoneCode('INVALID_TOKEN'),
  },
  {
    method: 'GET',
    route: '/api/auth/privacy/agreement',
    note: 'no campaign chosen yet',
    request: () => ({ url: '/api/auth/privacy/agreement' }),
    expect: signedIn(422),
  },
  {
    method: 'GET',
    route: '/api/auth/privacy/agreement',
    note: 'after choosing the Leadership Assessment',
    request: async (fx, { headers }) => {
      await fx.t.app.inject({ method: 'POST', url: `/api/usercampaign/${fx.leadership}`, headers, payload: {} });
      return { url: '/api/auth/privacy/agreement' };
    },
    expect: as(401, 422, 200, 200, 200),
  },
  { method: 'POST', route: '/api/auth/privacy/giveConsent', request: () => ({ url: '/api/auth/privacy/giveConsent' }), expect: signedIn(200) },

  {
    method: 'GET',
    route: '/api/usercampaign',
    note: 'consent given, no campaign chosen yet',
    request: async (fx) => {
      await fx.setParticipantConsent(true);
      return { url: '/api/usercampaign' };
    },
    expect: signedIn(422),
    codes: { participant: 'NO_SELECTED_CAMPAIGN' },
  },
  { method: 'GET', route: '/api/usercampaign/list', request: () => ({ url: '/api/usercampaign/list' }), expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/usercampaign/:id',
    request: (fx) => ({ url: `/api/usercampaign/${fx.leadership}`, payload: {} }),
    expect: as(401, 404, 200, 200, 200),
  },

  {
    method: 'GET',
    route: '/api/v2/campaigns/:campaignId/storage',
    note: "the caller's own agenda",
    request: async (fx, { who }) => {
      await fx.enrolIn(who, fx.agenda);
      return { url: `/api/v2/campaigns/${fx.agenda}/storage` };
    },
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'GET',
    route: '/api/v2/campaigns/:campaignId/storage',
    note: 'a campaign that is no agenda',
    request: async (fx) => {
      await fx.setParticipantConsent(true);
      return { url: `/api/v2/campaigns/${fx.leadership}/storage` };
    },
    expect: as(401, 404, 422, 422, 422),
    codes: { participant: 'NOT_A_CALENDAR', admin: 'NOT_A_CALENDAR' },
  },
  {
    method: 'PATCH',
    route: '/api/v2/campaigns/:campaignId/storage',
    note: "the caller's own agenda, tutorial seen",
    request: (fx, caller) => agendaWrite(fx, caller, (store) => ({ ...store, hasSeenTutorial: true })),
    expect: as(401, 404, 200, 200, 200),
  },
  {
    method: 'PATCH',
    route: '/api/v2/campaigns/:campaignId/storage',
    note: 'a test moved to a Saturday',
    request: (fx, caller) =>
      agendaWrite(fx, caller, (store) => {
        const [first, ...rest] = Object.entries(store.tests);
        return first ? { ...store, tests: Object.fromEntries([...rest, ['2026-12-05', first[1]]]) } : store;
      }),
    expect: as(401, 404, 422, 422, 422),
    codes: { participant: 'CALENDAR_WEEKEND', admin: 'CALENDAR_WEEKEND' },
  },
  {
    method: 'PATCH',
    route: '/api/v2/campaigns/:campaignId/storage',
    note: "a test moved to a public holiday, one of the company's days off",
    request: (fx, caller) =>
      agendaWrite(fx, caller, (store) => {
        const [first, ...rest] = Object.entries(store.tests);
        return first ? { ...store, tests: Object.fromEntries([...rest, ['2026-12-08', first[1]]]) } : store;
      }),
    expect: as(401, 404, 422, 422, 422),
    codes: { participant: 'CALENDAR_DAY_OFF', admin: 'CALENDAR_DAY_OFF' },
  },
  {
    method: 'GET',
    route: '/api/usercampaign/:campaignId/usertests',
    note: "a campaign of the demo company, before the participant's consent",
    request: async (fx) => {
      await fx.setParticipantConsent(false);
      return { url: `/api/usercampaign/${fx.leadership}/usertests` };
    },
    expect: as(401, 404, 422, 200, 200),
    codes: { participant: 'NO_PRIVACY_CONSENT' },
  },
  {
    method: 'GET',
    route: '/api/usercampaign/:campaignId/usertests',
    note: "a campaign of the demo company, after the participant's consent",
    request: async (fx) => {
      await fx.setParticipantConsent(true);
      return { url: `/api/usercampaign/${fx.leadership}/usertests` };
    },
    expect: as(401, 404, 200, 200, 200),
  },
  { method: 'GET', route: '/api/usertests', request: () => ({ url: '/api/usertests' }), expect: signedIn(200) },
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
    method: 'GET',
    route: '/api/remotes',
    note: 'no campaign: the areas that need none, for the role of the caller',
    request: () => ({ url: '/api/remotes' }),
    expect: signedIn(200),
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
    expect: operationsOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/versions/:version',
    note: 'a new version',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/versions/2.0.${fx.nextVersion()}`, payload: fx.remoteUpload('new') }),
    expect: operationsOnly,
    codes: { admin: 'FORBIDDEN' },
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/versions/:version',
    note: 'a new version, with the operations token',
    request: (fx) => ({
      url: `/api/admin/remotes/taskroom/versions/3.0.${fx.nextVersion()}`,
      payload: fx.remoteUpload('operations'),
      headers: fx.opsHeaders,
    }),
    expect: everyone(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/versions/:version',
    note: 'an area.json on a path of the host, with the operations token',
    request: (fx) => ({
      url: `/api/admin/remotes/admin/versions/4.0.${fx.nextVersion()}`,
      payload: { files: [...fx.remoteUpload('area').files, { path: 'area.json', content: Buffer.from('{"path":"/login"}').toString('base64') }] },
      headers: fx.opsHeaders,
    }),
    expect: everyone(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/default',
    note: 'a version never published',
    request: () => ({ url: '/api/admin/remotes/taskroom/default', payload: { version: '9.9.9' } }),
    expect: operationsOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/default',
    note: 'the default of every company',
    request: (fx) => ({ url: '/api/admin/remotes/taskroom/default', payload: { version: fx.publishedVersion } }),
    expect: operationsOnly,
    codes: { admin: 'FORBIDDEN' },
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/default',
    note: 'with the operations token',
    request: (fx) => ({ url: '/api/admin/remotes/taskroom/default', payload: { version: fx.publishedVersion }, headers: fx.opsHeaders }),
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a version never published',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/pins/${fx.leadership}`, payload: { version: '9.9.9' } }),
    expect: adminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a published version on a campaign of the demo company',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/pins/${fx.leadership}`, payload: { version: fx.publishedVersion } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a published version on a campaign of another company',
    request: (fx) => ({ url: `/api/admin/remotes/taskroom/pins/${fx.acmeCampaign}`, payload: { version: fx.publishedVersion } }),
    expect: as(401, 403, 403, 403, 404),
    codes: { admin: 'CAMPAIGN_NOT_FOUND' },
  },
  {
    method: 'DELETE',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'no pin',
    request: async (fx) => {
      await fx.t.app.inject({ method: 'DELETE', url: `/api/admin/remotes/taskroom/pins/${fx.leadership}`, headers: fx.opsHeaders });
      return { url: `/api/admin/remotes/taskroom/pins/${fx.leadership}` };
    },
    expect: adminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a pin on a campaign of the demo company',
    request: async (fx) => {
      await fx.pinAsOperations(fx.leadership);
      return { url: `/api/admin/remotes/taskroom/pins/${fx.leadership}` };
    },
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/remotes/:remote/pins/:campaignId',
    note: 'a pin on a campaign of another company',
    request: async (fx) => {
      await fx.pinAsOperations(fx.acmeCampaign);
      return { url: `/api/admin/remotes/taskroom/pins/${fx.acmeCampaign}` };
    },
    expect: as(401, 403, 403, 403, 404),
    codes: { admin: 'CAMPAIGN_NOT_FOUND' },
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

  ...runReads('sync'),
  ...runWrites('sync'),
  ...runWrites('status'),
  ...runReads('data'),
  ...runWrites('data'),
  {
    method: 'POST',
    route: '/api/tests/checkSync/:campaignId',
    note: 'the Leadership Assessment',
    request: (fx) => ({ url: `/api/tests/checkSync/${fx.leadership}`, payload: { tests: [{ testId: fx.leadershipTest, version: 1 }] } }),
    expect: enrolled(200),
  },
  {
    method: 'POST',
    route: '/api/tests/checkSync/:campaignId',
    note: 'a campaign of another company',
    request: (fx) => ({ url: `/api/tests/checkSync/${fx.acmeCampaign}`, payload: { tests: [{ testId: fx.acmeTest, version: 1 }] } }),
    expect: as(401, 200, 404, 404, 404),
  },
  {
    method: 'POST',
    route: '/api/tests/beacon',
    note: "multipart, the caller's own run",
    request: (fx, { who }) => multipartForm({ items: JSON.stringify(statusItem(fx, fx.selfId(who))) }),
    expect: enrolled(200),
  },
  {
    method: 'POST',
    route: '/api/tests/beacon',
    note: "urlencoded, the participant's run",
    request: (fx) => ({
      url: '/api/tests/beacon',
      payload: new URLSearchParams({ items: JSON.stringify(statusItem(fx, participantId(fx))) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: as(401, 403, 200, 403, 403),
  },
  {
    method: 'POST',
    route: '/api/outcomes/:campaignId/:testId/:userId',
    note: "the caller's own outcomes",
    request: (fx, { who }) => ({
      url: `/api/outcomes/${fx.leadership}/${fx.leadershipTest}/${fx.selfId(who)}`,
      payload: { values: [{ name: 'score', value: 3 }], version: fx.nextVersion() },
    }),
    expect: enrolled(200),
  },
  {
    method: 'POST',
    route: '/api/outcomes/:campaignId/:testId/:userId',
    note: 'outcomes of the participant, a sample of the assessor',
    request: (fx) => ({
      url: `/api/outcomes/${fx.leadership}/${fx.leadershipTest}/${participantId(fx)}`,
      payload: { values: [{ name: 'score', value: 4 }], version: fx.nextVersion() },
    }),
    expect: as(401, 403, 200, 200, 403),
  },
  {
    method: 'GET',
    route: '/api/tests/:testId/assessedOutcomes/:campaignId',
    request: (fx) => ({ url: `/api/tests/${fx.leadershipTest}/assessedOutcomes/${fx.leadership}` }),
    expect: demoStaff(200),
  },
  {
    method: 'GET',
    route: '/api/tests/:testId/assessedOutcomes/:campaignId',
    note: 'a campaign of another company',
    request: (fx) => ({ url: `/api/tests/${fx.acmeTest}/assessedOutcomes/${fx.acmeCampaign}` }),
    expect: demoStaff(404),
  },
  {
    method: 'POST',
    route: '/api/v2/rpc/:campaignId/:testId',
    note: 'serverTime',
    request: (fx) => ({ url: `/api/v2/rpc/${fx.leadership}/${fx.leadershipTest}`, payload: { action: 'serverTime' } }),
    expect: enrolled(200),
  },
  {
    method: 'POST',
    route: '/api/v2/rpc/:campaignId/:testId',
    note: 'remaining, in a campaign of another company',
    request: (fx) => ({ url: `/api/v2/rpc/${fx.acmeCampaign}/${fx.acmeTest}`, payload: { action: 'remaining' } }),
    expect: as(401, 200, 404, 404, 404),
  },

  {
    method: 'GET',
    route: '/api/users/assessed/:userId/:testId',
    note: "the caller's own samples",
    request: (fx, { who }) => ({ url: `/api/users/assessed/${fx.selfId(who)}/${fx.leadershipTest}` }),
    expect: demoStaff(200),
  },
  {
    method: 'GET',
    route: '/api/users/assessed/:userId/:testId',
    note: "the assessor's samples",
    request: (fx) => ({ url: `/api/users/assessed/${fx.selfId('assessor')}/${fx.leadershipTest}` }),
    expect: as(401, 403, 403, 200, 403),
  },
  {
    method: 'GET',
    route: '/api/users/assessed/:userId/:testId',
    note: "the caller's own samples in a test of another company",
    request: (fx, { who }) => ({ url: `/api/users/assessed/${fx.selfId(who)}/${fx.acmeTest}` }),
    expect: demoStaff(404),
  },
  {
    method: 'GET',
    route: '/api/samples',
    note: 'the demo company',
    request: (fx) => ({ url: `/api/samples?companyId=${fx.demo}` }),
    expect: demoStaff(200),
  },
  {
    method: 'GET',
    route: '/api/samples',
    note: 'another company',
    request: (fx) => ({ url: `/api/samples?companyId=${fx.acme}` }),
    expect: demoStaff(403),
  },
  { method: 'GET', route: '/api/samples/:id', request: async (fx) => ({ url: `/api/samples/${await fx.newSample()}` }), expect: demoStaff(200) },
  {
    method: 'POST',
    route: '/api/samples',
    request: async (fx) => ({ url: '/api/samples', payload: await sampleInput(fx) }),
    expect: adminWrites(200),
  },
  {
    method: 'POST',
    route: '/api/samples',
    note: 'in another company',
    request: async (fx) => ({ url: '/api/samples', payload: { ...(await sampleInput(fx)), companyId: fx.acme } }),
    expect: demoStaff(403),
  },
  {
    method: 'PUT',
    route: '/api/samples/:id',
    request: async (fx) => ({ url: `/api/samples/${await fx.newSample()}`, payload: await sampleInput(fx) }),
    expect: adminWrites(200),
  },
  { method: 'DELETE', route: '/api/samples/:id', request: async (fx) => ({ url: `/api/samples/${await fx.newSample()}` }), expect: adminWrites(200) },
  {
    method: 'DELETE',
    route: '/api/samples/selection',
    request: async (fx) => ({ url: '/api/samples/selection', payload: { selection: [await fx.newSample()] } }),
    expect: adminWrites(200),
  },

  ...challengeTutorialRows(),
  ...daysOffRows(),
  ...closedCampaignRows(),
  ...reportRows(),
  ...reportBulkRows(),
  ...reportReadsRows(),
  ...exportRows(),
  ...erasureRows(),
  ...adminProgressRows(),
  ...adminCampaignRows(),
  ...remindRows(),
  ...bounceRows(),
  ...openApiRows(),
  ...nominationRows(),
  ...adminFeedback360Rows(),
  ...adminPeopleRows(),
  ...feedback360Rows(),
];

/**
 * The 360 calls: the caller's own evaluations only. "own" rows first give the caller a
 * self-evaluation; "marco's" rows name a person only marco evaluates.
 */
function feedback360Rows(): RouteCase[] {
  const own = async (fx: Fixtures, who: Persona) => {
    await fx.setParticipantConsent(true);
    const self = fx.selfId(who);
    if (who !== 'otherCompany') {
      await fx.t.database.db
        .insertInto('feedback360_relations')
        .values({ campaign_id: fx.leadership, evaluator_id: self, evaluated_id: self, relation_type: 3 })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return self;
  };
  const marcos = async (fx: Fixtures) => {
    await fx.setParticipantConsent(true);
    return fx.userId(persona('elena.galli'));
  };
  const evaluated = (
    path: (fx: Fixtures, evaluee: number) => string,
    route: string,
    method: HTTPMethods,
    payload?: (fx: Fixtures, evaluee: number) => object | Promise<object>,
  ): RouteCase[] => [
    {
      method,
      route,
      note: "the caller's own evaluation",
      request: async (fx, { who }) => {
        const evaluee = await own(fx, who);
        return { url: path(fx, evaluee), ...(payload ? { payload: await payload(fx, evaluee) } : {}) };
      },
      expect: enrolled(200),
    },
    {
      method,
      route,
      note: 'someone only marco evaluates',
      request: async (fx) => {
        const evaluee = await marcos(fx);
        return { url: path(fx, evaluee), ...(payload ? { payload: await payload(fx, evaluee) } : {}) };
      },
      // 404, not 403: to the caller such an evaluation does not exist (docs/areas/feedback-360.md).
      expect: as(401, 404, 404, 404, 404),
    },
  ];
  return [
    {
      method: 'GET',
      route: '/api/usercampaign/:id/userrelation',
      request: async (fx) => {
        await fx.setParticipantConsent(true);
        return { url: `/api/usercampaign/${fx.leadership}/userrelation` };
      },
      expect: enrolled(200),
    },
    {
      method: 'GET',
      route: '/api/usercampaign/:id/userrelation',
      note: 'a campaign of another company',
      request: (fx) => ({ url: `/api/usercampaign/${fx.acmeCampaign}/userrelation` }),
      expect: as(401, 404, 404, 404, 404),
    },
    ...evaluated((fx, e) => `/api/usercampaign/${fx.leadership}/questions/${e}`, '/api/usercampaign/:id/questions/:evaluee', 'GET'),
    ...evaluated((fx, e) => `/api/usercampaign/${fx.leadership}/userrelation/${e}`, '/api/usercampaign/:id/userrelation/:evaluee', 'GET'),
    ...evaluated((fx, e) => `/api/tests/360/data/${fx.leadership}/${e}`, '/api/tests/360/data/:campaignId/:evaluee', 'GET'),
    ...evaluated(
      (fx, e) => `/api/tests/360/data/${fx.leadership}/${e}`,
      '/api/tests/360/data/:campaignId/:evaluee',
      'POST',
      (fx) => ({ version: fx.nextVersion(), data: '{}' }),
    ),
    ...evaluated(
      (fx, e) => `/api/usercampaign/${fx.leadership}/outcomes/${e}`,
      '/api/usercampaign/:id/outcomes/:evaluee',
      'POST',
      (fx) => ({ version: fx.nextVersion(), values: [] }),
    ),
    ...evaluated(
      (fx, e) => `/api/usercampaign/${fx.leadership}/page/${e}`,
      '/api/usercampaign/:id/page/:evaluee',
      'POST',
      (fx) => ({ version: fx.nextVersion(), values: [], data: '{}' }),
    ),
    ...evaluated(
      (fx) => `/api/360/campaign/${fx.leadership}/questions/linked`,
      '/api/360/campaign/:campaignId/questions/linked',
      'POST',
      async (fx, e) => {
        const linked = await fx.t.database.db
          .selectFrom('feedback360_questions')
          .where('campaign_id', '=', fx.leadership)
          .where('kind', '=', 'linked')
          .select('id')
          .executeTakeFirstOrThrow();
        return { data: { user: e, id: linked.id, answers: [] } };
      },
    ),
  ];
}

/**
 * A write of the caller's Agenda at the version they read, the store changed by `change`; callers
 * who cannot read it write a store of their own making, which must be refused all the same.
 */
async function agendaWrite(fx: Fixtures, { who, headers }: Caller, change: (store: CalendarStore) => CalendarStore): Promise<MatrixRequest> {
  await fx.enrolIn(who, fx.agenda);
  const url = `/api/v2/campaigns/${fx.agenda}/storage`;
  const read = await fx.t.app.inject({ method: 'GET', url, headers });
  const storage =
    read.statusCode === 200
      ? (read.json() as CalendarStorageResponse).storage
      : { data: { tests: { '2026-12-01': { testId: fx.leadershipTest } }, currentPosition: '2026-12-01', hasSeenTutorial: false }, version: 0 };
  return { url, payload: { data: change(storage.data), version: storage.version } };
}

/** The personal report of a user in a campaign, the report calls of docs/behaviour.md §7.3. */
const personalReport = (campaignId: number, userId: number, download = false) =>
  `/api/report/${campaignId}/individual/personal/${userId}${download ? '/download' : ''}`;
const withConsent = async (fx: Fixtures, url: string): Promise<MatrixRequest> => {
  await fx.setParticipantConsent(true);
  return { url };
};
const lucaId = (fx: Fixtures) => fx.userId(persona('luca.ferri'));
const openReport = async (fx: Fixtures) =>
  (
    await fx.t.database.db
      .selectFrom('jasper_reports')
      .where('campaign_id', '=', fx.leadership)
      .where('visible_to_assessors_only', '=', false)
      .select('id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * The report: a participant reads their own once it is out (anna's is not), staff any
 * participant of their company; another company does not learn the campaign exists.
 */
function reportRows(): RouteCase[] {
  return [
    {
      method: 'GET',
      route: '/api/report/:campaignId/config',
      request: (fx) => withConsent(fx, `/api/report/${fx.leadership}/config`),
      expect: enrolled(200),
    },
    {
      method: 'GET',
      route: '/api/reports',
      request: (fx) => withConsent(fx, `/api/reports?campaignId=${fx.leadership}`),
      expect: enrolled(200),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/personal/:userId',
      note: "the caller's own, before the campaign is over: staff read theirs all the same",
      request: (fx, { who }) => withConsent(fx, personalReport(fx.leadership, fx.selfId(who))),
      expect: as(401, 404, 403, 200, 200),
      codes: { participant: 'REPORT_NOT_AVAILABLE' },
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/personal/:userId',
      note: "luca's, whose report is out",
      request: (fx) => withConsent(fx, personalReport(fx.leadership, lucaId(fx))),
      expect: as(401, 404, 403, 200, 200),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/personal/:userId',
      note: 'a participant of another company',
      request: (fx) => withConsent(fx, personalReport(fx.acmeCampaign, fx.selfId('otherCompany'))),
      expect: as(401, 403, 404, 404, 404),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/personal/:userId/download',
      note: "the caller's own, before the campaign is over",
      request: (fx, { who }) => withConsent(fx, personalReport(fx.leadership, fx.selfId(who), true)),
      expect: as(401, 404, 403, 200, 200),
      codes: { participant: 'REPORT_NOT_AVAILABLE' },
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/personal/:userId/download',
      note: "luca's",
      request: (fx) => withConsent(fx, personalReport(fx.leadership, lucaId(fx), true)),
      expect: as(401, 404, 403, 200, 200),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/hr/:userId/download',
      note: "luca's",
      request: (fx) => withConsent(fx, `/api/report/${fx.leadership}/individual/hr/${lucaId(fx)}/download`),
      expect: as(401, 404, 403, 200, 200),
    },
    {
      method: 'GET',
      route: '/api/report/:campaignId/individual/hr/:userId/download',
      note: 'a participant of another company',
      request: (fx) => withConsent(fx, `/api/report/${fx.acmeCampaign}/individual/hr/${fx.selfId('otherCompany')}/download`),
      expect: as(401, 403, 404, 404, 404),
    },
    {
      method: 'GET',
      route: '/api/reports/:reportId/run/:campaignId',
      note: 'the report open to participants, for the caller',
      request: async (fx) => withConsent(fx, `/api/reports/${await openReport(fx)}/run/${fx.leadership}`),
      expect: as(401, 404, 403, 200, 200),
    },
    {
      method: 'GET',
      route: '/api/reports/:reportId/run/:campaignId/:userId',
      note: 'the report open to participants, for luca',
      request: async (fx) => withConsent(fx, `/api/reports/${await openReport(fx)}/run/${fx.leadership}/${lucaId(fx)}`),
      expect: as(401, 404, 403, 200, 200),
    },
  ];
}

/** A sample of the assessor for luca on a fresh test, new on every call. */
async function sampleInput(fx: Fixtures) {
  return {
    companyId: fx.demo,
    assessorId: fx.selfId('assessor'),
    assessedId: fx.userId(persona('luca.ferri')),
    testId: await fx.newTest(),
    campaignId: null,
  };
}

export const routeKey = (method: string, route: string) => `${method} ${route}`;
