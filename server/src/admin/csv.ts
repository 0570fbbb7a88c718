import Papa from 'papaparse';

/** Spreadsheet programs read the file as UTF-8 (accents intact) only when it starts with this. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: '=', '+', '-', '@', or a tab or carriage return
 * before one. Papa's own default misses a value whose first line is followed by others.
 */
const FORMULA = /^[=+\-@\t\r]/;

/** Lines of CSV (RFC 4180, CRLF), each ending with its line break; formula-like cells start with `'`. */
export function csvLines(rows: string[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`;
}
