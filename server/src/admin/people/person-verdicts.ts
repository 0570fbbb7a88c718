import type { PersonField, PersonRefusalCode, PersonRole, PersonRowVerdict } from '@skillup/shared/api/contract';
import { roleKind } from '../../auth/roles';
import type { UserCampaignState } from '../../db/schema';
import { isEmail, normaliseEmail } from './cell-rules';
import { parseRole, type PersonRowInput } from './participant-columns';

/** The longest name or team a person may have. */
export const MAX_NAME_LENGTH = 200;

/** A user already stored, whichever company they belong to. */
export interface ExistingPerson {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  lang: string | null;
  team: string | null;
  managerId: number | null;
  role: string;
  active: boolean;
}

/** What the verdicts are judged against, read in a few queries before judging. */
export interface PeopleSnapshot {
  companyId: number;
  /** Every stored user the rows name (as the person, a manager or an assessor), by lower-case e-mail. */
  people: ReadonlyMap<string, ExistingPerson>;
  /** The language codes the product offers, by lower-case code. */
  languages: ReadonlyMap<string, string>;
  /** The campaign's enrolments: user id → their state in it. */
  enrolments: ReadonlyMap<number, UserCampaignState>;
  /** The campaign's assessors of each participant (samples of the whole campaign): assessed id → assessor ids. */
  assessors: ReadonlyMap<number, ReadonlySet<number>>;
}

/** What committing an accepted row writes. A null field keeps what is stored. */
export interface PersonPlan {
  line: number;
  email: string;
  existing: ExistingPerson | null;
  firstName: string;
  lastName: string;
  lang: string | null;
  team: string | null;
  role: PersonRole | null;
  managerEmail: string | null;
  assessorEmails: string[] | null;
  changes: PersonField[];
}

export interface PeopleJudgement {
  verdicts: PersonRowVerdict[];
  /** The rows that are not refused, in file order. */
  plans: PersonPlan[];
}

type Refusal = { code: PersonRefusalCode; message: string };

const CANONICAL_ROLE: Record<ReturnType<typeof roleKind>, PersonRole> = {
  participant: 'participant',
  assessor: 'Assessor',
  superassessor: 'superassessor',
  admin: 'admin',
};

/** A stored role (of any letter case) as the contract names it. */
export const canonicalRole = (role: string): PersonRole => CANONICAL_ROLE[roleKind({ role: role as PersonRole })];

const isStaffRole = (role: string) => roleKind({ role: role as PersonRole }) !== 'participant';

const isSuperassessor = (role: string | undefined) => role !== undefined && roleKind({ role: role as PersonRole }) === 'superassessor';

/**
 * Whether a role given to a person (none keeps theirs; a new person is a participant) would
 * make them a superassessor or stop them being one. That role reaches every company, so only
 * operations give or take it (docs/areas/admin.md, "Superassessors").
 */
export function changesSuperassessor(given: PersonRole | null, stored: string | undefined): boolean {
  return given !== null && isSuperassessor(given) !== isSuperassessor(stored);
}

export const SUPERASSESSOR_REFUSAL = 'Only Skillup operations give or take the superassessor role: it reaches every company.';

/** Who judges the rows: operations (the ops token) may give and take the superassessor role, a company's admin may not. */
export interface PeopleJudge {
  operations: boolean;
}

interface Dependency {
  row: number;
  kind: 'manager' | 'assessor';
  email: string;
}

/**
 * The verdict of every row against what is stored and against the other rows
 * (docs/areas/admin.md, "Import of participants"). A manager or an assessor may be a person
 * the same file adds; if that person's row is refused, so are the rows that rely on it.
 */
export function judgePeople(rows: readonly PersonRowInput[], snapshot: PeopleSnapshot, judge: PeopleJudge): PeopleJudgement {
  const refusals: (Refusal | null)[] = rows.map(() => null);
  const emails = rows.map((row) => normaliseEmail(row.cells.email));
  const roles = rows.map((row) => (row.cells.role === null ? null : parseRole(row.cells.role)));
  const firstRowOf = new Map<string, number>();
  const inCompany = (email: string) => {
    const person = snapshot.people.get(email);
    return person !== undefined && person.companyId === snapshot.companyId ? person : undefined;
  };
  const elsewhere = (email: string) => {
    const person = snapshot.people.get(email);
    return person !== undefined && person.companyId !== snapshot.companyId;
  };

  rows.forEach((row, i) => {
    const email = emails[i]!;
    const refuse = (code: PersonRefusalCode, message: string) => (refusals[i] = { code, message });
    const { cells } = row;
    if (row.formulaColumn !== null) return refuse('FORMULA', `The "${row.formulaColumn}" cell starts with =, +, -, @ or is a formula.`);
    if (!isEmail(email)) return refuse('BAD_EMAIL', `"${cells.email}" is not an e-mail address.`);
    const first = firstRowOf.get(email);
    if (first !== undefined) return refuse('DUPLICATE_IN_FILE', `${email} is already on line ${rows[first]!.line}.`);
    firstRowOf.set(email, i);
    if (elsewhere(email)) return refuse('OTHER_COMPANY', `${email} belongs to a person of another company.`);
    if (cells.firstName === '' || cells.lastName === '') return refuse('MISSING_NAME', 'The first name and the last name are both needed.');
    if ([cells.firstName, cells.lastName, cells.team ?? ''].some((text) => text.length > MAX_NAME_LENGTH)) {
      return refuse('TOO_LONG', `A name or a team is longer than ${MAX_NAME_LENGTH} characters.`);
    }
    if (cells.language !== null && !snapshot.languages.has(cells.language.toLowerCase())) {
      return refuse('UNKNOWN_LANGUAGE', `"${cells.language}" is not a language the product offers (${[...snapshot.languages.values()].join(', ')}).`);
    }
    if (roles[i] === undefined) return refuse('UNKNOWN_ROLE', `"${cells.role}" is not a role: participant, Assessor, superassessor or admin.`);
    if (!judge.operations && changesSuperassessor(roles[i] ?? null, inCompany(email)?.role)) return refuse('ROLE_NOT_ALLOWED', SUPERASSESSOR_REFUSAL);
    return undefined;
  });

  const roleOfRow = (j: number) => roles[j] ?? inCompany(emails[j]!)?.role ?? 'participant';
  const dependencies: Dependency[][] = rows.map(() => []);
  const staticRefusal = (i: number): Refusal | null => {
    const { cells } = rows[i]!;
    const self = emails[i]!;
    if (cells.managerEmail !== null) {
      const manager = normaliseEmail(cells.managerEmail);
      const notFound = (why: string): Refusal => ({ code: 'MANAGER_NOT_FOUND', message: `The manager ${cells.managerEmail} ${why}.` });
      if (manager === self) return notFound('is the person themselves');
      if (!isEmail(manager)) return notFound('is not an e-mail address');
      if (elsewhere(manager)) return notFound('belongs to another company');
      const row = firstRowOf.get(manager);
      if (!inCompany(manager)) {
        if (row === undefined) return notFound('is neither in the file nor in the company');
        dependencies[i]!.push({ row, kind: 'manager', email: manager });
      }
    }
    for (const assessor of cells.assessorEmails) {
      const notFound = (why: string): Refusal => ({ code: 'ASSESSOR_NOT_FOUND', message: `The assessor ${assessor} ${why}.` });
      if (assessor === self) return notFound('is the person themselves');
      if (!isEmail(assessor)) return notFound('is not an e-mail address');
      if (elsewhere(assessor)) return notFound('belongs to another company');
      const row = firstRowOf.get(assessor);
      const stored = inCompany(assessor);
      if (row === undefined) {
        if (!stored) return notFound('is neither in the file nor in the company');
        if (!isStaffRole(stored.role)) return notFound('is not an assessor, superassessor or admin');
      } else {
        if (refusals[row] === null && !isStaffRole(roleOfRow(row))) return notFound(`is given no staff role on line ${rows[row]!.line}`);
        dependencies[i]!.push({ row, kind: 'assessor', email: assessor });
      }
    }
    return null;
  };
  rows.forEach((_, i) => {
    if (refusals[i] === null) refusals[i] = staticRefusal(i);
  });

  // A refused row takes with it the rows that need the person it would have added.
  const dependents: Dependency[][] = rows.map(() => []);
  dependencies.forEach((needs, i) => needs.forEach((need) => dependents[need.row]!.push({ ...need, row: i })));
  const pending = rows.flatMap((_, i) => (refusals[i] === null ? [] : [i]));
  while (pending.length > 0) {
    const refused = pending.pop()!;
    for (const { row, kind, email } of dependents[refused]!) {
      if (refusals[row] !== null) continue;
      const stored = inCompany(email);
      if (kind === 'assessor' && stored && isStaffRole(stored.role)) continue;
      const line = rows[refused]!.line;
      refusals[row] =
        kind === 'manager'
          ? { code: 'MANAGER_NOT_FOUND', message: `The manager ${email} is only in the file, and line ${line} is refused.` }
          : { code: 'ASSESSOR_NOT_FOUND', message: `The assessor ${email} is only in the file, and line ${line} is refused.` };
      pending.push(row);
    }
  }

  const verdicts: PersonRowVerdict[] = [];
  const plans: PersonPlan[] = [];
  rows.forEach((row, i) => {
    const refusal = refusals[i];
    if (refusal) {
      verdicts.push({ line: row.line, cells: row.cells, verdict: 'refused', changes: [], refusal });
      return;
    }
    const plan = planOf(row, emails[i]!, roles[i] ?? null, snapshot, inCompany);
    plans.push(plan);
    const verdict = plan.existing === null ? 'new' : plan.changes.length > 0 ? 'updated' : 'unchanged';
    verdicts.push({ line: row.line, cells: row.cells, verdict, changes: plan.changes, refusal: null });
  });
  return { verdicts, plans };
}

function planOf(
  row: PersonRowInput,
  email: string,
  role: PersonRole | null,
  snapshot: PeopleSnapshot,
  inCompany: (email: string) => ExistingPerson | undefined,
): PersonPlan {
  const { cells } = row;
  const existing = inCompany(email) ?? null;
  const lang = cells.language === null ? null : snapshot.languages.get(cells.language.toLowerCase())!;
  const managerEmail = cells.managerEmail === null ? null : normaliseEmail(cells.managerEmail);
  const assessorEmails = cells.assessorEmails.length > 0 ? [...new Set(cells.assessorEmails)] : null;
  const plan: PersonPlan = {
    line: row.line,
    email,
    existing,
    firstName: cells.firstName,
    lastName: cells.lastName,
    lang,
    team: cells.team,
    role,
    managerEmail,
    assessorEmails,
    changes: [],
  };
  if (!existing) return plan;
  const changes: PersonField[] = [];
  if (cells.firstName !== existing.firstName) changes.push('firstName');
  if (cells.lastName !== existing.lastName) changes.push('lastName');
  if (lang !== null && lang !== existing.lang) changes.push('language');
  if (cells.team !== null && cells.team !== existing.team) changes.push('team');
  if (managerEmail !== null && inCompany(managerEmail)?.id !== existing.managerId) changes.push('manager');
  if (role !== null && roleKind({ role }) !== roleKind({ role: existing.role as PersonRole })) changes.push('role');
  const state = snapshot.enrolments.get(existing.id);
  if (state === undefined || state === 'CLOSED' || !existing.active) changes.push('enrolment');
  if (assessorEmails !== null) {
    const stored = snapshot.assessors.get(existing.id) ?? new Set<number>();
    const wanted = assessorEmails.map((address) => inCompany(address)?.id);
    if (wanted.length !== stored.size || wanted.some((id) => id === undefined || !stored.has(id))) changes.push('assessors');
  }
  plan.changes = changes;
  return plan;
}
