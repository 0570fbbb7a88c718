import { PERSON_ROLES, type PersonCells, type PersonRole } from '@skillup/shared/api/contract';
import { looksLikeFormula, splitEmails } from './cell-rules';
import { cellOf, locateColumns, normaliseHeader, type ColumnSpec } from './columns';
import type { Table } from './table';

type PersonColumn = keyof PersonCells;

const names = (...headers: string[]) => headers.map(normaliseHeader);

/** The headers a participants file may use, in English, Italian and Spanish (docs/areas/admin.md). */
export const PARTICIPANT_COLUMN_SPEC: Record<PersonColumn, ColumnSpec> = {
  email: { label: 'email', required: true, names: names('email', 'mail', 'email address', 'indirizzo email', 'correo', 'correo electronico') },
  firstName: { label: 'first name', required: true, names: names('first name', 'given name', 'firstname', 'nome', 'nombre') },
  lastName: { label: 'last name', required: true, names: names('last name', 'surname', 'family name', 'cognome', 'apellido', 'apellidos') },
  language: { label: 'language', required: false, names: names('language', 'lang', 'locale', 'lingua', 'idioma') },
  team: { label: 'team', required: false, names: names('team', 'department', 'squadra', 'reparto', 'equipo', 'departamento') },
  managerEmail: {
    label: 'manager email',
    required: false,
    names: names(
      'manager email',
      "manager's email",
      'manager',
      'email manager',
      'responsabile',
      'email responsabile',
      'responsable',
      'email responsable',
    ),
  },
  role: { label: 'role', required: false, names: names('role', 'ruolo', 'rol') },
  assessorEmails: {
    label: 'assessor emails',
    required: false,
    names: names('assessor emails', 'assessor email', 'assessors', 'assessor', 'valutatori', 'valutatore', 'evaluadores', 'evaluador'),
  },
};

/** A row of a participants file as its cells say, before anything is looked up. */
export interface PersonRowInput {
  line: number;
  cells: PersonCells;
  /** The label of the first column whose cell is a formula, or null. */
  formulaColumn: string | null;
}

const ROLE_BY_NAME = new Map<string, PersonRole>(PERSON_ROLES.map((role) => [role.toLowerCase(), role]));

/** A role cell: a role of the product in any letter case, or undefined for a name it does not know. */
export const parseRole = (cell: string): PersonRole | undefined => ROLE_BY_NAME.get(cell.trim().toLowerCase());

const orNull = (cell: string) => (cell === '' ? null : cell);

export function participantRows(table: Table): PersonRowInput[] {
  const at = locateColumns(table.header, PARTICIPANT_COLUMN_SPEC);
  const columns = Object.keys(PARTICIPANT_COLUMN_SPEC) as PersonColumn[];
  return table.rows.map(({ line, cells }) => {
    const cell = (column: PersonColumn) => cellOf(cells, at[column]);
    const formula = columns.find((column) => looksLikeFormula(cell(column)));
    return {
      line,
      cells: {
        email: cell('email'),
        firstName: cell('firstName'),
        lastName: cell('lastName'),
        language: orNull(cell('language')),
        team: orNull(cell('team')),
        managerEmail: orNull(cell('managerEmail')),
        role: orNull(cell('role')),
        assessorEmails: splitEmails(cell('assessorEmails')),
      },
      formulaColumn: formula === undefined ? null : PARTICIPANT_COLUMN_SPEC[formula].label,
    };
  });
}

/** Every address a row names: the person, their manager, their assessors. */
export const addressesOf = (rows: readonly PersonRowInput[]) =>
  rows.flatMap((row) => [row.cells.email, ...(row.cells.managerEmail === null ? [] : [row.cells.managerEmail]), ...row.cells.assessorEmails]);
