import { PARTICIPANT_COLUMNS } from '@skillup/shared/api/contract';
import { csvLines, UTF8_BOM } from '../csv';
import { loadExcel } from './load-excel';

/** The example row of the template: a participant with a manager and an assessor. */
const EXAMPLE = ['mario.rossi@example.com', 'Mario', 'Rossi', 'it', 'Sales', 'laura.bianchi@example.com', 'participant', 'giulia.verdi@example.com'];

/** The template as CSV in UTF-8 with its byte order mark, so that Excel opens accents right. */
export function templateCsv(): string {
  return UTF8_BOM + csvLines([[...PARTICIPANT_COLUMNS], EXAMPLE]);
}

export async function templateXlsx(): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow([...PARTICIPANT_COLUMNS]).font = { bold: true };
  sheet.addRow(EXAMPLE);
  sheet.columns.forEach((column) => (column.width = 26));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
