import { Readable } from 'node:stream';
import { IMPORT_MAX_ROWS } from '@skillup/shared/api/contract';
import type ExcelJS from 'exceljs';
import { ApiError } from '../../http/api-error';
import { isBlank, splitHeader, tooManyRows, type Table, type TableRow } from './table';
import { notCsvOrXlsx } from './upload';
import { loadExcel } from './load-excel';
import { zipUnpackedSize } from './zip-size';

/** Far above any workbook of the largest import, far below what would strain the server. */
export const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

type CellValue = ExcelJS.CellValue | undefined;

const richText = (value: ExcelJS.CellRichTextValue) => value.richText.map((run) => run.text).join('');

/** A cell as text; a formula as `=` and its formula, so that the rule on formulas sees it. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : (value as ExcelJS.CellSharedFormulaValue).sharedFormula;
    return `=${formula}`;
  }
  if ('richText' in value) return richText(value);
  if ('hyperlink' in value) {
    const text = value.text as unknown;
    return typeof text === 'string'
      ? text
      : text && typeof text === 'object' && 'richText' in text
        ? richText(text as ExcelJS.CellRichTextValue)
        : '';
  }
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The first worksheet of a workbook, read as a stream: reading stops as soon as the sheet has
 * more rows than an import takes, so a huge sheet costs no more than the largest accepted one.
 */
export async function readXlsxTable(bytes: Buffer): Promise<Table> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null) throw notCsvOrXlsx('it is a zip archive whose directory cannot be read');
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) {
    throw new ApiError(413, 'FILE_TOO_LARGE', `The workbook unpacks to more than ${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024} MB.`);
  }
  const rows: TableRow[] = [];
  let filled = 0;
  let overflow = false;
  let sheets = 0;
  const { stream } = await loadExcel();
  try {
    const reader = new stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    // The reader takes the workbook part as the archive brings it; a writer that puts it after
    // the sheets (shared strings first) would have a sheet met with no workbook model, and fail.
    // Empty ones stand in until the real ones are read: a sheet then only goes without its name.
    Object.assign(reader, { model: { sheets: [] }, properties: {} });
    for await (const worksheet of reader) {
      sheets += 1;
      for await (const row of worksheet) {
        const values = (row.values ?? []) as CellValue[];
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
        if (isBlank(cells)) continue;
        filled += 1;
        // The first filled row is the header.
        if (filled > IMPORT_MAX_ROWS + 1) {
          overflow = true;
          break;
        }
        rows.push({ line: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw notCsvOrXlsx(`the workbook cannot be read (${(error as Error).message})`);
  }
  if (overflow) throw tooManyRows();
  if (sheets === 0) throw notCsvOrXlsx('the archive holds no worksheet');
  return splitHeader(rows);
}
