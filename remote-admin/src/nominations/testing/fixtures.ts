import type { Approval, EvaluatedNominations, NominationEvent, NominationGroupProgress } from '@skillup/shared/api/contract';

/** Shapes as the nominations' API sends them, for each suite to adjust to its case. */
export function aGroup(overrides: Partial<NominationGroupProgress> = {}): NominationGroupProgress {
  return { group: 'peers', pending: 0, approved: 3, min: 3, max: 8, threshold: 3, invited: 3, started: 1, done: 1, ...overrides };
}

export function anEvaluated(overrides: Partial<EvaluatedNominations> = {}): EvaluatedNominations {
  return {
    person: { id: 41, firstName: 'Francesca', lastName: 'Ricci', team: 'Vendite' },
    submittedAt: null,
    groups: [
      aGroup(),
      aGroup({ group: 'directReports', approved: 0, min: 0, invited: 0, started: 0, done: 0 }),
      aGroup({ group: 'manager', approved: 1, min: 1, max: 1, threshold: 1, invited: 1, started: 0, done: 0 }),
    ],
    short: [],
    ...overrides,
  };
}

export function anEvent(overrides: Partial<NominationEvent> = {}): NominationEvent {
  return {
    at: '2026-09-14T08:30:00.000Z',
    actor: 'Francesca Ricci',
    action: 'nominated',
    evaluated: 'Francesca Ricci',
    nominee: 'Luca Bianchi',
    group: 'peers',
    reason: null,
    ...overrides,
  };
}

export function anApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 501,
    group: 'peers',
    evaluated: { id: 41, firstName: 'Francesca', lastName: 'Ricci', team: 'Vendite' },
    nominee: { id: 61, firstName: 'Elisa', lastName: 'Mancini', team: 'Marketing' },
    status: 'pending',
    reason: null,
    nominatedTimes: 2,
    ...overrides,
  };
}
