import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { ZipFile } from 'yazl';
import { ApiError } from '../../http/api-error';
import { readXlsxTable } from './xlsx-table';

async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The files of a zip archive, from its local headers. */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (bytes.readUInt32LE(offset) === 0x04034b50) {
    const method = bytes.readUInt16LE(offset + 8);
    const size = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const start = offset + 30 + nameLength + bytes.readUInt16LE(offset + 28);
    const name = bytes.subarray(offset + 30, offset + 30 + nameLength).toString();
    const data = bytes.subarray(start, start + size);
    if (!name.endsWith('/')) files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset = start + size;
  }
  return files;
}

/** The same files zipped again, in the order given first and the rest after, each changed by `edit`. */
function rezip(files: Map<string, Buffer>, first: string[], edit: (name: string, text: string) => string = (_, text) => text): Promise<Buffer> {
  const zip = new ZipFile();
  const names = [...first, ...[...files.keys()].filter((name) => !first.includes(name))];
  for (const name of names) zip.addBuffer(Buffer.from(edit(name, files.get(name)!.toString('utf8'))), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.statusCode, code: error.code } : error),
  );

describe('reading a workbook', () => {
  const rows = [
    ['email', 'first name', 'last name'],
    ['ada@xlsx.test', 'Ada', 'Rossi'],
  ];

  it('reads the first sheet whatever the order of the parts in the archive', async () => {
    const files = unzip(await workbook(rows));
    const late = await rezip(files, ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
    expect(await readXlsxTable(late)).toEqual({ header: rows[0], rows: [{ line: 2, cells: rows[1] }] });
  });

  it.each([
    ['a lone surrogate', 'Ro&#xD800;ssi'],
    ['a NUL character', 'Ro\u0000ssi'],
    ['a NUL reference', 'Ro&#x0;ssi'],
  ])('refuses a sheet that holds %s, which no database text can', async (_, lastName) => {
    const files = unzip(await workbook(rows));
    const broken = await rezip(files, [], (name, text) => (name === 'xl/sharedStrings.xml' ? text.replace('Rossi', lastName) : text));
    expect(await refusal(readXlsxTable(broken))).toEqual({ status: 415, code: 'NOT_CSV_OR_XLSX' });
  });

  it('reads formulas as = and the formula, and stops at the row past the largest import', async () => {
    const table = await readXlsxTable(await workbook([rows[0]!, ['f@xlsx.test', { formula: 'A1', result: 'x' } as ExcelJS.CellValue, 'F']]));
    expect(table.rows[0]!.cells[1]).toBe('=A1');
    const many = await workbook([rows[0]!, ...Array.from({ length: 10_001 }, (_, i) => [`p${i}@xlsx.test`, 'P', 'Q'])]);
    expect(await refusal(readXlsxTable(many))).toEqual({ status: 400, code: 'TOO_MANY_ROWS' });
  });
});
