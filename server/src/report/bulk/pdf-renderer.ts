import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IndividualReport } from '@skillup/shared/api/contract';
import { renderReportPdf } from '../pdf';
import type { CompletionDates } from '../compute';
import type { RenderAnswer, RenderRequest } from './pdf-thread';

export interface PdfRenderer {
  render(rep: IndividualReport, completedAt: CompletionDates): Promise<Buffer>;
  close(): Promise<void>;
}

/** The thread's script as the build writes it beside main.js (tsup.config.ts). */
const THREAD_SCRIPT = join(__dirname, 'report-pdf-thread.js');

/**
 * Drawing a PDF holds the event loop for tens of milliseconds; a thousand of them on the main
 * thread would delay every request for as long. The built server draws the bulk job's PDFs on
 * a thread of its own. The suites run the TypeScript sources, where no built script exists:
 * there the same function is called in the process.
 */
export function createPdfRenderer(): PdfRenderer {
  if (!existsSync(THREAD_SCRIPT)) return { render: renderReportPdf, close: async () => undefined };
  const thread = new Worker(THREAD_SCRIPT);
  // The thread alone must not keep the process alive.
  thread.unref();
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>();
  let next = 0;
  const failAll = (err: Error) => {
    for (const pending of waiting.values()) pending.reject(err);
    waiting.clear();
  };
  thread.on('message', (answer: RenderAnswer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if ('error' in answer) pending.reject(new Error(answer.error));
    else pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  thread.on('error', failAll);
  thread.on('exit', (code) => failAll(new Error(`the PDF thread stopped (code ${code})`)));
  return {
    render(rep, completedAt) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, rep, completedAt } satisfies RenderRequest);
      });
    },
    async close() {
      await thread.terminate();
    },
  };
}
