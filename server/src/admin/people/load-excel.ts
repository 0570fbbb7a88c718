/**
 * exceljs, loaded the first time a workbook is read or written: it is some 34 MB of a server's
 * memory that only imports and templates use, so a server that never sees one never holds it
 * (docs/performance.md, "The embedded database's memory").
 */
export const loadExcel = async () => (await import('exceljs')).default;
