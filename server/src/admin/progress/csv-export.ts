import type { Language } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../../campaigns/localise';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { CSV_LABELS } from './csv-labels';
import { csvLines, UTF8_BOM } from '../csv';
import { gridPeople, type GridView } from './grid-query';
import { progressCoreRows, type ProgressCoreRow } from './progress-rows';

/** People whose rows are read together while the file is written. */
const CHUNK = 1000;

/** `2026-11-26 15:07`: a spreadsheet reads it as a date and time. */
const csvDate = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/**
 * The grid's current view as CSV, every page of it: the people in the view's order read at
 * once, their cells, managers and 360 counts a chunk at a time as the file goes out.
 */
export async function* progressCsv(db: Kysely<Database>, scope: ProgressScope, view: GridView, lang: Language): AsyncGenerator<string> {
  const labels = CSV_LABELS[lang];
  const { people } = await gridPeople(db, scope, view);
  const testNames = scope.tests.map((t) => localise(t.name, lang));
  const header = [
    labels.lastName,
    labels.firstName,
    labels.email,
    labels.team,
    labels.manager,
    labels.active,
    ...testNames.flatMap((name) => [labels.testStatus(name), labels.testDate(name)]),
    labels.completed,
    labels.state,
    ...(scope.is360 ? [labels.ratingsGiven, labels.ratingsAssigned, labels.ratersDone, labels.raters] : []),
  ];
  yield UTF8_BOM + csvLines([header]);
  for (let start = 0; start < people.length; start += CHUNK) {
    const rows = await progressCoreRows(db, scope, people.slice(start, start + CHUNK));
    yield csvLines(rows.map((row) => line(row, lang)));
  }
}

function line(row: ProgressCoreRow, lang: Language): string[] {
  const labels = CSV_LABELS[lang];
  const feedback = row.feedback360;
  return [
    row.lastName,
    row.firstName,
    row.email,
    row.team ?? '',
    row.manager?.name ?? '',
    row.active ? labels.yes : labels.no,
    ...row.cells.flatMap((cell) => [labels.statuses[cell.status], csvDate(cell.updatedAt)]),
    String(row.completed),
    labels.states[row.state],
    ...(feedback ? [feedback.asRater.done, feedback.asRater.assigned, feedback.asEvaluated.done, feedback.asEvaluated.raters].map(String) : []),
  ];
}
