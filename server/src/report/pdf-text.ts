import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text as pdftotext (poppler) reads it back, page by page: for tests. */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF's whole text with the layout's runs of spaces made one: a line reads as it prints. */
export const pdfText = (pdf: Buffer): string =>
  pdfPages(pdf)
    .join('\n')
    .replace(/[ \t]+/g, ' ');
