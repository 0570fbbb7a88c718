import type { ResourceEndpoint } from './resources';

/** Every path of the API, relative to the base /api, so client and server cannot drift. */
export const API_BASE = '/api';

export const paths = {
  health: '/health',
  live: '/health/live',
  login: '/auth/login',
  me: '/auth/me',
  logout: '/auth/logout',
  sendPasswordReset: '/auth/sendPasswordReset',
  resetPassword: '/auth/resetPassword',
  checkToken: '/auth/checkToken',
  /** docs/behaviour.md §2.17, the account page: read it; the language; the password; the other sessions. */
  account: '/account',
  accountLanguage: '/account/language',
  accountPassword: '/account/password',
  accountOtherSessions: '/account/sessions/others',
  privacyAgreement: '/auth/privacy/agreement',
  giveConsent: '/auth/privacy/giveConsent',
  /** A browser redirect, not an XHR: the identity provider's pages follow. */
  sso: (slug: string) => `/v2/auth/sso/${encodeURIComponent(slug)}`,
  userCampaignList: '/usercampaign/list',
  userCampaign: '/usercampaign',
  selectCampaign: (id: number | string) => `/usercampaign/${id}`,
  /** The signed-in user's tests of a campaign they entered, with their progress (UserTestsResponse). */
  userTests: (campaignId: number | string) => `/usercampaign/${campaignId}/usertests`,
  remotes: '/remotes',
  logs: '/logs',
  /** docs/behaviour.md §7.5, test support and the queue. */
  testSync: (testId: number, campaignId: number, userId: number) => `/tests/${testId}/sync/${campaignId}/${userId}`,
  testStatus: (testId: number, campaignId: number, userId: number) => `/tests/${testId}/status/${campaignId}/${userId}`,
  testData: (testId: number, campaignId: number, userId: number) => `/tests/${testId}/data/${campaignId}/${userId}`,
  checkSync: (campaignId: number) => `/tests/checkSync/${campaignId}`,
  outcomes: (campaignId: number, testId: number, userId: number) => `/outcomes/${campaignId}/${testId}/${userId}`,
  assessedOutcomes: (testId: number, campaignId: number) => `/tests/${testId}/assessedOutcomes/${campaignId}`,
  samples: (userId: number, testId: number) => `/users/assessed/${userId}/${testId}`,
  rpc: (campaignId: number, testId: number) => `/v2/rpc/${campaignId}/${testId}`,
  /** form data: `items` (JSON of BeaconItem[]) for queue items, `data` for a log; see BeaconItem. */
  beacon: '/tests/beacon',
  /** The participant's calendar store (docs/areas/calendar.md). */
  calendarStorage: (campaignId: number | string) => `/v2/campaigns/${campaignId}/storage`,
  /** docs/areas/calendar.md, "Days off": the company's days off in the campaign's span. */
  calendarDaysOff: (campaignId: number | string) => `/v2/campaigns/${campaignId}/days-off`,
  /** Whether the participant has seen the challenge's tutorial (docs/areas/challenge.md). */
  challengeTutorial: (campaignId: number | string) => `/v2/campaigns/${campaignId}/challenge-tutorial`,
  /** docs/behaviour.md §7.3, the individual report and the report list. */
  reports: '/reports',
  reportRun: (reportId: number | string, campaignId: number | string, userId?: number | string) =>
    `/reports/${reportId}/run/${campaignId}${userId === undefined ? '' : `/${userId}`}`,
  reportConfig: (campaignId: number | string) => `/report/${campaignId}/config`,
  reportPersonal: (campaignId: number | string, userId: number | string) => `/report/${campaignId}/individual/personal/${userId}`,
  reportPersonalDownload: (campaignId: number | string, userId: number | string) => `/report/${campaignId}/individual/personal/${userId}/download`,
  reportHrDownload: (campaignId: number | string, userId: number | string) => `/report/${campaignId}/individual/hr/${userId}/download`,
  /** All reports of a campaign as one zip, built in the background (docs/areas/report.md). */
  reportBulk: (campaignId: number | string) => `/report/${campaignId}/bulk`,
  reportBulkDownload: (campaignId: number | string, jobId: number | string) => `/report/${campaignId}/bulk/${jobId}/download`,
  /** docs/areas/report.md, "Who read whose report": the reads of the caller's reports by others. */
  myReportReads: '/me/report-reads',
  /** docs/security.md, "A person's data on request: export": everything held about the caller, as a zip. */
  myExport: '/me/export',
  /** docs/behaviour.md §7.2, the generic lists. */
  resources: {
    list: (endpoint: ResourceEndpoint) => `/${endpoint}`,
    item: (endpoint: ResourceEndpoint, id: number | string) => `/${endpoint}/${id}`,
    selection: (endpoint: ResourceEndpoint) => `/${endpoint}/selection`,
  },
  admin: {
    registry: '/admin/remotes',
    publish: (remote: string, version: string) => `/admin/remotes/${remote}/versions/${version}`,
    setDefault: (remote: string) => `/admin/remotes/${remote}/default`,
    pin: (remote: string, campaignId: number | string) => `/admin/remotes/${remote}/pins/${campaignId}`,
    /** docs/areas/admin.md, "Progress": the grid (JSON, or CSV with `Accept: text/csv`), one participant, a reset. */
    progress: (campaignId: number | string) => `/admin/campaigns/${campaignId}/progress`,
    participantProgress: (campaignId: number | string, userId: number | string) => `/admin/campaigns/${campaignId}/participants/${userId}/progress`,
    testReset: (campaignId: number | string, userId: number | string, testId: number | string) =>
      `/admin/campaigns/${campaignId}/participants/${userId}/tests/${testId}/reset`,
    /** docs/areas/report.md, "Who read whose report": the company's log of report reads (JSON, or CSV with `Accept: text/csv`). */
    audit: '/admin/audit',
    /** docs/areas/admin.md, "Days off": a year of the company's days off (GET). */
    daysOff: '/admin/days-off',
    /** Whose public holidays are the company's days off (PUT). */
    daysOffCountry: '/admin/days-off/country',
    /** One day made a day off or a working day (PUT). */
    dayOff: (day: string) => `/admin/days-off/${day}`,
  },
  /** docs/areas/admin.md, "Campaigns": campaigns, their tests and their lifecycle. */
  hr: {
    campaigns: '/admin/campaigns',
    campaign: (id: number | string) => `/admin/campaigns/${id}`,
    activities: '/admin/activities',
    tests: (id: number | string) => `/admin/campaigns/${id}/tests`,
    test: (id: number | string, testId: number | string) => `/admin/campaigns/${id}/tests/${testId}`,
    testOrder: (id: number | string) => `/admin/campaigns/${id}/tests/order`,
    launch: (id: number | string) => `/admin/campaigns/${id}/launch`,
    close: (id: number | string) => `/admin/campaigns/${id}/close`,
    release: (id: number | string) => `/admin/campaigns/${id}/release`,
    /** docs/jobs.md, "Campaign mails": how many a reminder now would reach (GET), and sending it (POST). */
    remind: (id: number | string) => `/admin/campaigns/${id}/remind`,
    /** docs/jobs.md, "Invite again": the invitation of one participant of the open campaign, sent once more (POST). */
    invite: (id: number | string, userId: number | string) => `/admin/campaigns/${id}/participants/${userId}/invite`,
    /** docs/jobs.md, "Mails that come back": a delivery report of the relay, passed on by operations (POST, message/rfc822). */
    mailBounces: '/admin/mail-bounces',
    /** docs/areas/admin.md, "The 360 questionnaire": read it, or replace it while nobody has answered. */
    questionnaire: (id: number | string) => `/admin/campaigns/${id}/feedback360`,
    /** docs/areas/admin.md, "The challenge": the sections, motivation and documents of a challenge campaign. */
    challenge: (id: number | string) => `/admin/campaigns/${id}/challenge`,
  },
  /** docs/areas/admin.md, "People": imports, one person by hand, assessors, 360 relations. */
  people: {
    participants: (id: number | string) => `/admin/campaigns/${id}/participants`,
    participant: (id: number | string, userId: number | string) => `/admin/campaigns/${id}/participants/${userId}`,
    participantsImport: (id: number | string) => `/admin/campaigns/${id}/participants/import`,
    assessors: (id: number | string, userId: number | string) => `/admin/campaigns/${id}/participants/${userId}/assessors`,
    relationsImport: (id: number | string) => `/admin/campaigns/${id}/relations/import`,
    template: (format: 'csv' | 'xlsx') => `/admin/participants/template.${format}`,
    person: (userId: number | string) => `/admin/people/${userId}`,
    /** docs/security.md, "Erasure": what goes (GET), and the erasure itself (POST). */
    erase: (userId: number | string) => `/admin/people/${userId}/erase`,
    /** docs/security.md, "A person's data on request: export": everything held about a person of the company, as a zip. */
    personExport: (userId: number | string) => `/admin/people/${userId}/export`,
  },
} as const;
