import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a poppler tool prints of the PDF, with its warnings. */
function poppler(pdf: Buffer, tool: string, args: string[]): { out: string; warnings: string } {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}`);
    return { out: run.stdout, warnings: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF's text as pdftotext (poppler) reads it back, page by page: for tests. */
export function pdfPages(pdf: Buffer): string[] {
  return poppler(pdf, 'pdftotext', ['-layout'])
    .out.split('\f')
    .filter((page) => page.trim());
}

/**
 * A PDF's structure tree as pdfinfo (poppler) reads it, one element per line indented by depth
 * with its text, and what poppler found wrong in it.
 */
export function pdfStructure(pdf: Buffer): { tree: string; warnings: string } {
  const { out, warnings } = poppler(pdf, 'pdfinfo', ['-struct-text']);
  return { tree: out, warnings };
}

/** A PDF's whole text with the layout's runs of spaces made one: a line reads as it prints. */
export const pdfText = (pdf: Buffer): string =>
  pdfPages(pdf)
    .join('\n')
    .replace(/[ \t]+/g, ' ');
