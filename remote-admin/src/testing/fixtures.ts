import type { AdminActivity, AdminCampaign, AdminCampaignSummary, AdminTest } from '@skillup/shared/api/contract';

/** Shapes as the HR console's API sends them, for each suite to adjust to its case. */
export function aSummary(overrides: Partial<AdminCampaignSummary> = {}): AdminCampaignSummary {
  return {
    id: 11,
    companyId: 1,
    names: { it: 'Leadership 2026', en: 'Leadership 2026 (EN)' },
    theme: 'skillup',
    state: 'ACTIVE',
    reportsReleased: false,
    reportsReleasedAt: null,
    dateStart: '2026-09-01T00:00:00.000Z',
    dateEnd: '2026-10-31T00:00:00.000Z',
    participants: 40,
    tests: 3,
    completion: 55,
    ...overrides,
  };
}

export function anAdminCampaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 11,
    companyId: 1,
    state: 'DRAFT',
    reportsReleased: false,
    reportsReleasedAt: null,
    createdOn: '2026-05-01T09:00:00.000Z',
    languages: [
      { lang: 'it', name: 'Leadership 2026', description: '' },
      { lang: 'en', name: 'Leadership 2026 (EN)', description: '' },
    ],
    theme: 'skillup',
    dateStart: '2026-09-01T00:00:00.000Z',
    dateEnd: '2026-10-31T00:00:00.000Z',
    privacyAgreement: null,
    onCompleteText: {},
    noReportText: {},
    logo: null,
    is360: false,
    selfEvaluation: false,
    report: { canAssessedDownload: false, earlyDownload: false, thresholds: { peers: 3, directReports: 3, others: 3 } },
    participants: 0,
    retention: { anonymiseAfterDays: 365, deleteAfterDays: 730 },
    reminders: { daysBefore: [7, 2, 0] },
    closedAt: null,
    anonymisedAt: null,
    ...overrides,
  };
}

export function anAdminTest(overrides: Partial<AdminTest> = {}): AdminTest {
  return {
    id: 101,
    campaignId: 11,
    activity: 'in-basket',
    url: 'in-basket/index.html',
    position: 1,
    abbreviation: 'IB',
    color: '#1A73E8',
    duration: 30,
    name: { it: 'In-basket', en: 'In-basket' },
    description: {},
    instructions: {},
    prerequisites: [],
    repeatable: false,
    hasTimer: false,
    exitMessage: null,
    startDate: null,
    answered: false,
    ...overrides,
  };
}

export const CATALOGUE: AdminActivity[] = [
  { activity: 'in-basket', kind: 'activity', name: { it: 'In-Basket', en: 'In-Basket', es: 'In-Basket' }, url: 'in-basket/index.html', cover: null },
  {
    activity: 'business-case',
    kind: 'activity',
    name: { it: 'Caso aziendale', en: 'Business case', es: 'Caso de empresa' },
    url: 'business-case/index.html',
    cover: null,
  },
];
