import { IMPORT_MAX_BYTES } from '@skillup/shared/api/contract';

export type FileProblem = 'tooBig' | 'notSpreadsheet' | 'empty';

/** What the browser can tell before sending: the server checks the same and more (encoding, rows). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'notSpreadsheet';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_MAX_BYTES) return 'tooBig';
  return null;
}

/** The accept list of the file input: CSV and XLSX by extension and by type. */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
