import type { ImportCounts, ParticipantImportResponse, PersonEntry, PersonRowVerdict } from '@skillup/shared/api/contract';

/** Shapes as the people API sends them, for each suite to adjust to its case. */
export function aRowVerdict(line: number, overrides: Partial<PersonRowVerdict> = {}): PersonRowVerdict {
  return {
    line,
    cells: {
      email: `person${line}@demo.skillup.test`,
      firstName: `Nome${line}`,
      lastName: `Cognome${line}`,
      language: 'it',
      team: 'Vendite',
      managerEmail: null,
      role: null,
      assessorEmails: [],
    },
    verdict: 'new',
    changes: [],
    refusal: null,
    ...overrides,
  };
}

export function countsOf(rows: PersonRowVerdict[]): ImportCounts {
  const count = (verdict: PersonRowVerdict['verdict']) => rows.filter((row) => row.verdict === verdict).length;
  return { rows: rows.length, new: count('new'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') };
}

export function anImport(rows: PersonRowVerdict[], committed = false): ParticipantImportResponse {
  const counts = countsOf(rows);
  return { status: true, committed, counts, skipped: committed ? counts.refused : 0, rows };
}

export function aPerson(overrides: Partial<PersonEntry> = {}): PersonEntry {
  return {
    id: 21,
    email: 'anna.rossi@demo.skillup.test',
    firstName: 'Anna',
    lastName: 'Rossi',
    language: 'it',
    team: 'Vendite',
    managerId: 5,
    managerEmail: 'sara.conti@demo.skillup.test',
    role: 'participant',
    active: true,
    enrolmentState: 'ACTIVE',
    ...overrides,
  };
}
