import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExportData } from './collect-data';
import type { ExportReport } from './export-reports';

export const DATA_FILE = 'data.json';
export const REPORTS_FOLDER = 'reports/';

/**
 * The zip of an export, as a stream: data.json, then each report's PDF under reports/.
 * PDFs are compressed already and are stored as they are.
 */
export function buildExportZip(data: ExportData, reports: ExportReport[]): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), DATA_FILE);
  for (const report of reports) zip.addBuffer(report.pdf, `${REPORTS_FOLDER}${report.fileName}`, { compress: false });
  zip.end();
  return zip.outputStream as Readable;
}
