import { IMPORT_MAX_ROWS } from '@skillup/shared/api/contract';
import Papa from 'papaparse';
import { ApiError } from '../../http/api-error';
import { isBlank, splitHeader, tooManyRows, type Table, type TableRow } from './table';
import { notCsvOrXlsx } from './upload';

const badEncoding = (why: string) =>
  new ApiError(400, 'BAD_ENCODING', `The file is not UTF-8 text (${why}): save it as "CSV UTF-8" and send it again.`);

const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/** UTF-8 with or without its byte order mark; anything else is refused rather than guessed. */
export function decodeUtf8(bytes: Buffer): string {
  if (UTF16_BOMS.some((bom) => bytes.subarray(0, 2).equals(bom))) throw badEncoding('it is UTF-16');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badEncoding('it holds bytes that are not UTF-8, as Latin-1 or Windows-1252 files do');
  }
  if (text.includes('\u0000')) throw notCsvOrXlsx('it holds binary data');
  return text;
}

/**
 * CSV in UTF-8, its separator guessed among comma, semicolon, tab and bar (a spreadsheet in
 * Italian writes semicolons). Reading stops as soon as the file has more rows than an import takes.
 */
export function readCsvTable(bytes: Buffer): Table {
  const text = decodeUtf8(bytes);
  const rows: TableRow[] = [];
  let records = 0;
  let filled = 0;
  let overflow = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
    step: (result, parser) => {
      records += 1;
      const cells = result.data.map((cell) => String(cell));
      if (isBlank(cells)) return;
      filled += 1;
      // The first filled row is the header.
      if (filled > IMPORT_MAX_ROWS + 1) {
        overflow = true;
        parser.abort();
        return;
      }
      rows.push({ line: records, cells });
    },
  });
  if (overflow) throw tooManyRows();
  return splitHeader(rows);
}
