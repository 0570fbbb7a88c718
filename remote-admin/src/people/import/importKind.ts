import type { ImportCounts, ImportVerdict } from '@skillup/shared/api/contract';
import type { ReactNode } from 'react';

/** What every import row has, whatever the file: its line and verdict. */
export interface VerdictRow {
  line: number;
  verdict: ImportVerdict;
}

/** What every import answers, preview or commit. */
export interface ImportAnswer<R extends VerdictRow> {
  committed: boolean;
  counts: ImportCounts;
  skipped: number;
  rows: R[];
}

export interface ImportColumn<R> {
  /** Its header's key under `people.import.column`. */
  header: string;
  cell(row: R): ReactNode;
  /** Addresses break anywhere rather than widen the table. */
  address?: boolean;
}

/** One kind of file the campaign takes: its rows' columns and what a verdict means in words. */
export interface ImportKind<R extends VerdictRow> {
  columns: readonly ImportColumn<R>[];
  /** Hook: the words for a row's verdict (a refusal's reason, an update's changes). */
  useDetail(): (row: R) => string;
}
