import type { ImportCounts, ImportVerdict } from '@skillup/shared/api/contract';
import { ApiError } from '../../http/api-error';

export function countVerdicts(verdicts: readonly { verdict: ImportVerdict }[]): ImportCounts {
  const counts: ImportCounts = { rows: verdicts.length, new: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const { verdict } of verdicts) counts[verdict] += 1;
  return counts;
}

/** Preview and commit answer alike; a commit says how many refused rows it left out. */
export function importAnswer<V extends { verdict: ImportVerdict }>(verdicts: V[], committed: boolean) {
  const counts = countVerdicts(verdicts);
  return { status: true as const, committed, counts, skipped: committed ? counts.refused : 0, rows: verdicts };
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Another import or edit stored the same people meanwhile: nothing of this one was stored. */
export function concurrentChange(error: unknown): unknown {
  return isUniqueViolation(error)
    ? new ApiError(409, 'IMPORT_CONFLICT', 'The same people were changed meanwhile; nothing was stored. Preview the file again.')
    : error;
}
