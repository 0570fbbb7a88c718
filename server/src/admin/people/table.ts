import { IMPORT_MAX_ROWS } from '@skillup/shared/api/contract';
import { ApiError } from '../../http/api-error';
import { readCsvTable } from './csv-table';
import { notCsvOrXlsx, type UploadedFile } from './upload';
import { readXlsxTable } from './xlsx-table';

/** One row of a file: its number as a spreadsheet shows it (the header is 1) and its cells as text. */
export interface TableRow {
  line: number;
  cells: string[];
}

/** A file's header and its rows that are not blank. An XLSX formula reads as `=` and the formula. */
export interface Table {
  header: string[];
  rows: TableRow[];
}

export const tooManyRows = () =>
  new ApiError(
    400,
    'TOO_MANY_ROWS',
    `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows: split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows.`,
  );

export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'xlsx']);

function extensionOf(name: string | null): string | null {
  const match = name ? /\.([^./\\]+)$/.exec(name) : null;
  return match ? match[1]!.toLowerCase() : null;
}

/** Reads the file by what it holds: a zip is read as a workbook, anything else as CSV text. */
export async function readTable(file: UploadedFile): Promise<Table> {
  const { bytes } = file;
  const extension = extensionOf(file.name);
  if (bytes.subarray(0, 4).equals(OLE)) throw notCsvOrXlsx('an Excel 97–2003 (.xls) workbook; save it as .xlsx or CSV');
  if (extension !== null && !TEXT_EXTENSIONS.has(extension)) throw notCsvOrXlsx(`a .${extension} file`);
  const zipped = bytes.subarray(0, 4).equals(ZIP) || bytes.subarray(0, 4).equals(EMPTY_ZIP);
  if (zipped && file.declared === 'csv') throw notCsvOrXlsx('it was sent as text/csv but is a zip archive');
  if (zipped) return readXlsxTable(bytes);
  if (extension === 'xlsx' || file.declared === 'xlsx') throw notCsvOrXlsx('it was sent as an XLSX workbook but is none');
  return readCsvTable(bytes);
}

/** The header is the first row that is not blank; what comes after it is data. */
export function splitHeader(rows: TableRow[]): Table {
  const start = rows.findIndex((row) => !isBlank(row.cells));
  if (start < 0) throw new ApiError(400, 'EMPTY_FILE', 'The file is empty: it needs a header row and one row per person.');
  return { header: rows[start]!.cells, rows: rows.slice(start + 1).filter((row) => !isBlank(row.cells)) };
}
