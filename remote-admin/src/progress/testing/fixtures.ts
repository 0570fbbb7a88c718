import type { ParticipantProgressResponse, ParticipantTestProgress, ProgressResponse, ProgressRow } from '@skillup/shared/api/contract';

/** Shapes as the progress API sends them, for each suite to adjust to its case. */
export const TESTS: ProgressResponse['tests'] = [
  { id: 11, name: { it: 'In-basket', en: 'In-basket' }, abbreviation: 'IB', position: 1 },
  { id: 12, name: { it: 'Caso aziendale', en: 'Business case' }, abbreviation: 'BC', position: 2 },
];

export function aRow(overrides: Partial<ProgressRow> = {}): ProgressRow {
  return {
    userId: 21,
    email: 'anna.rossi@demo.skillup.test',
    firstName: 'Anna',
    lastName: 'Rossi',
    team: 'Vendite',
    manager: { id: 5, name: 'Sara Conti' },
    active: true,
    cells: [
      { testId: 11, status: 'complete', updatedAt: '2026-05-04T10:00:00.000Z' },
      { testId: 12, status: 'not attempted', updatedAt: null },
    ],
    completed: 1,
    state: 'in progress',
    feedback360: null,
    lastMail: null,
    nextMail: null,
    ...overrides,
  };
}

export function aProgress(overrides: Partial<ProgressResponse> = {}): ProgressResponse {
  return {
    status: true,
    tests: TESTS,
    rows: [aRow(), aRow({ userId: 22, email: 'luca.ferri@demo.skillup.test', firstName: 'Luca', lastName: 'Ferri', team: null, manager: null })],
    total: 2,
    page: 1,
    pageSize: 50,
    teams: [
      { team: 'Vendite', participants: 1, completion: 50, flagged: true },
      { team: null, participants: 1, completion: 75, flagged: false },
    ],
    managers: [
      { id: 8, name: 'Marco Bianchi' },
      { id: 5, name: 'Sara Conti' },
    ],
    feedback360: null,
    ...overrides,
  };
}

export function aTestProgress(overrides: Partial<ParticipantTestProgress> = {}): ParticipantTestProgress {
  return {
    testId: 11,
    name: { it: 'In-basket', en: 'In-basket' },
    abbreviation: 'IB',
    position: 1,
    status: 'complete',
    version: 4,
    firstSavedAt: '2026-05-04T09:00:00.000Z',
    lastSavedAt: '2026-05-04T10:00:00.000Z',
    hasOutcomes: true,
    timer: null,
    ...overrides,
  };
}

export function aParticipant(overrides: Partial<ParticipantProgressResponse> = {}): ParticipantProgressResponse {
  return {
    status: true,
    participant: {
      userId: 21,
      email: 'anna.rossi@demo.skillup.test',
      firstName: 'Anna',
      lastName: 'Rossi',
      team: 'Vendite',
      manager: { id: 5, name: 'Sara Conti' },
      active: true,
      lang: 'it',
      lastAccess: '2026-05-04T10:05:00.000Z',
      state: 'in progress',
    },
    tests: [
      aTestProgress(),
      aTestProgress({
        testId: 12,
        name: { it: 'Caso aziendale' },
        status: 'not attempted',
        firstSavedAt: null,
        lastSavedAt: null,
        hasOutcomes: false,
      }),
    ],
    resets: [],
    report: { available: false, view: '/report/7/21', download: '/report/7/21/download' },
    feedback360: null,
    ...overrides,
  };
}
