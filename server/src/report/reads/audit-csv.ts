import type { AuditRead, Language, ReportReaderKind, ReportReadKind } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { csvLines, UTF8_BOM } from '../../admin/csv';
import type { Database } from '../../db/schema';
import { auditPage, type AuditFilter } from './audit-query';

/** Lines read together while the file is written. */
const CHUNK = 1000;

interface AuditLabels {
  header: string[];
  kinds: Record<ReportReadKind, string>;
  readers: Record<ReportReaderKind, string>;
}

const LABELS: Record<Language, AuditLabels> = {
  it: {
    header: ['Data', 'Campagna', 'Cognome', 'Nome', 'E-mail', 'Letto da', 'Ruolo di chi legge', 'Cosa', 'Indirizzo'],
    kinds: {
      page: 'Pagina del report',
      pdf: 'PDF scaricato',
      hrPdf: 'PDF scaricato da HR',
      run: 'Report generato',
      bulkZip: 'Zip di tutti i report',
      export: 'Esportazione dei dati',
    },
    readers: { self: 'La persona stessa', staff: 'Staff', operations: 'Operazioni' },
  },
  en: {
    header: ['Date', 'Campaign', 'Last name', 'First name', 'Email', 'Read by', "Reader's role", 'What', 'Address'],
    kinds: {
      page: 'Report page',
      pdf: 'PDF downloaded',
      hrPdf: 'PDF downloaded by HR',
      run: 'Report run',
      bulkZip: 'Zip of all reports',
      export: 'Data export',
    },
    readers: { self: 'The person', staff: 'Staff', operations: 'Operations' },
  },
  es: {
    header: ['Fecha', 'Campaña', 'Apellido', 'Nombre', 'Correo', 'Leído por', 'Rol de quien lee', 'Qué', 'Dirección'],
    kinds: {
      page: 'Página del informe',
      pdf: 'PDF descargado',
      hrPdf: 'PDF descargado por RR. HH.',
      run: 'Informe generado',
      bulkZip: 'Zip de todos los informes',
      export: 'Exportación de datos',
    },
    readers: { self: 'La propia persona', staff: 'Personal', operations: 'Operaciones' },
  },
};

/** `2026-11-26 15:07:12`: a spreadsheet reads it as a date and time. */
const csvDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

const line = (read: AuditRead, labels: AuditLabels) => [
  csvDate(read.readAt),
  read.campaign.name,
  read.person.lastName,
  read.person.firstName,
  read.person.email,
  read.reader.name,
  labels.readers[read.reader.kind],
  labels.kinds[read.kind],
  read.address ?? '',
];

/** Every line of the log the filter keeps, newest first, a chunk at a time. */
export async function* auditCsv(db: Kysely<Database>, filter: AuditFilter, lang: Language): AsyncGenerator<string> {
  const labels = LABELS[lang];
  yield UTF8_BOM + csvLines([labels.header]);
  let beforeId: number | undefined;
  for (;;) {
    const reads = await auditPage(db, filter, lang, { limit: CHUNK, beforeId });
    if (reads.length > 0) yield csvLines(reads.map((read) => line(read, labels)));
    if (reads.length < CHUNK) return;
    beforeId = reads.at(-1)?.id;
  }
}
