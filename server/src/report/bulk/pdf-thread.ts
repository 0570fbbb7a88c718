import { parentPort } from 'node:worker_threads';
import type { IndividualReport } from '@skillup/shared/api/contract';
import type { CompletionDates } from '../compute';
import { renderReportPdf } from '../pdf';

export interface RenderRequest {
  id: number;
  rep: IndividualReport;
  completedAt: CompletionDates;
}
export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** The PDF drawing of the bulk job, on a thread of its own (see pdf-renderer.ts). */
parentPort?.on('message', ({ id, rep, completedAt }: RenderRequest) => {
  renderReportPdf(rep, completedAt).then(
    (pdf) => {
      // A copy of its own, so that its memory can be handed over rather than copied again.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer]);
    },
    (err: unknown) => parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies RenderAnswer),
  );
});
