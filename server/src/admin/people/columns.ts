import { ApiError } from '../../http/api-error';

/** A column an import reads: the header names it answers to, once normalised, and whether the file must have it. */
export interface ColumnSpec {
  names: readonly string[];
  required: boolean;
  /** The name the error messages and the template use. */
  label: string;
}

/**
 * Headers compared as people write them: case, spaces, accents, hyphens, underscores,
 * dots, apostrophes and brackets aside ("E-mail", "First Name", "Manager's e-mail").
 */
export const normaliseHeader = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.'’()]/g, '');

/** Where each column is in the header; a required one missing, or one named twice, refuses the file. */
export function locateColumns<K extends string>(header: readonly string[], spec: Record<K, ColumnSpec>): Record<K, number | null> {
  const keys = Object.keys(spec) as K[];
  const found = Object.fromEntries(keys.map((key) => [key, null])) as Record<K, number | null>;
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    const key = keys.find((k) => spec[k].names.includes(name));
    if (key === undefined) return;
    if (found[key] !== null) throw new ApiError(400, 'DUPLICATE_COLUMN', `Two columns of the header are "${spec[key].label}": keep one.`);
    found[key] = index;
  });
  const missing = keys.filter((key) => spec[key].required && found[key] === null).map((key) => `"${spec[key].label}"`);
  if (missing.length > 0) {
    throw new ApiError(400, 'MISSING_COLUMNS', `The header has no column ${missing.join(', ')}: the first row must name the columns.`);
  }
  return found;
}

/** The cell of a column, trimmed; an absent column or cell is empty. */
export const cellOf = (cells: readonly string[], index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
