import type { RelationCells } from '@skillup/shared/api/contract';
import { looksLikeFormula } from './cell-rules';
import { cellOf, locateColumns, normaliseHeader, type ColumnSpec } from './columns';
import type { Table } from './table';

const names = (...headers: string[]) => headers.map(normaliseHeader);

/** The headers a 360 relations file may use, after Qualtrics' evaluators file (docs/areas/admin.md). */
export const RELATION_COLUMN_SPEC: Record<keyof RelationCells, ColumnSpec> = {
  subjectEmail: {
    label: 'subject email',
    required: true,
    names: names('subject email', 'subject', 'evaluated email', 'evaluated', 'email valutato', 'valutato', 'email evaluado', 'evaluado'),
  },
  raterEmail: {
    label: 'rater email',
    required: true,
    names: names('rater email', 'rater', 'evaluator email', 'evaluator', 'email valutatore', 'valutatore', 'email evaluador', 'evaluador'),
  },
  relationship: { label: 'relationship', required: true, names: names('relationship', 'relation', 'relation type', 'relazione', 'relacion') },
};

/** Relation types of feedback360_relation_types: 1 peer, 2 manager, 3 self, 4 direct report. */
const RELATIONSHIPS = new Map<string, number>([
  ...names('1', 'peer', 'colleague', 'collega', 'compañero', 'companero', 'par').map((name): [string, number] => [name, 1]),
  ...names('2', 'manager', 'supervisor', 'boss', 'responsabile', 'responsable', 'jefe').map((name): [string, number] => [name, 2]),
  ...names('3', 'self', 'self evaluation', 'self-evaluation', 'autovalutazione', 'autoevaluación', 'autoevaluacion').map((name): [string, number] => [
    name,
    3,
  ]),
  ...names('4', 'direct report', 'report', 'subordinate', 'collaboratore', 'colaborador').map((name): [string, number] => [name, 4]),
]);

export const parseRelationship = (cell: string): number | undefined => RELATIONSHIPS.get(normaliseHeader(cell));

export interface RelationRowInput {
  line: number;
  cells: RelationCells;
  formulaColumn: string | null;
}

export function relationRows(table: Table): RelationRowInput[] {
  const at = locateColumns(table.header, RELATION_COLUMN_SPEC);
  const columns = Object.keys(RELATION_COLUMN_SPEC) as (keyof RelationCells)[];
  return table.rows.map(({ line, cells }) => {
    const values = Object.fromEntries(columns.map((column) => [column, cellOf(cells, at[column])])) as RelationCells;
    const formula = columns.find((column) => looksLikeFormula(values[column]));
    return { line, cells: values, formulaColumn: formula === undefined ? null : RELATION_COLUMN_SPEC[formula].label };
  });
}
