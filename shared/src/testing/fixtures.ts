import type { User, UserCampaign, UserTest } from '../api/contract';

/** Entities shaped as the API sends them, for tests to adjust to the case at hand. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstName: 'Luca',
    lastName: 'Ferri',
    username: 'luca.ferri@demo.skillup.test',
    email: 'luca.ferri@demo.skillup.test',
    gender: null,
    role: { name: 'participant' },
    privacy: true,
    hasSSO: false,
    company: { id: 1 },
    lang: 'it',
    permissions: [],
    ...overrides,
  };
}

export function aCampaign(overrides: Partial<UserCampaign> = {}): UserCampaign {
  return {
    id: 3,
    companyId: 1,
    lang: 'it',
    theme: 'skillup',
    state: 'ACTIVE',
    closed: false,
    reportStatus: 'INCOMPLETE',
    range360Num: 5,
    languages: [
      { lang: 'it', name: 'Valutazione della leadership', description: 'Campagna di valutazione' },
      { lang: 'en', name: 'Leadership Assessment', description: 'Assessment campaign' },
    ],
    data: {},
    privacy: true,
    description: 'Campagna di valutazione',
    onCompleteText: null,
    dateStart: '2026-01-01T00:00:00Z',
    dateEnd: null,
    createdOn: '2025-12-01T00:00:00Z',
    is360: false,
    self_evaluation: false,
    logo: null,
    noReportText: null,
    user: { lang: 'it', accessDate: null },
    ...overrides,
  };
}

export function aTest(overrides: Partial<UserTest> = {}): UserTest {
  return {
    id: 1,
    kind: 'activity',
    name: 'In-basket',
    description: '',
    instructions: '',
    abbreviation: null,
    position: 1,
    url: 'in-basket/index.html',
    img: null,
    companyId: 1,
    status: 'not attempted',
    repeatable: false,
    legacy: false,
    startDate: null,
    prerequisites: [],
    duration: null,
    color: null,
    hasTimer: false,
    exitMessage: null,
    jsonData: {},
    ...overrides,
  };
}
