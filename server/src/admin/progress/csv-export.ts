import type { Language, ProgressCell, RowFeedback360 } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../../campaigns/localise';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { cellsOf } from './cells';
import { CSV_LABELS } from './csv-labels';
import { csvLines, UTF8_BOM } from './csv';
import { feedback360OfPeople } from './feedback360-counts';
import { gridPeople, type GridPerson, type GridView } from './grid-query';

/** People whose cells are read in one query while the file is written. */
const CHUNK = 1000;

/** `2026-11-26 15:07`: a spreadsheet reads it as a date and time. */
const csvDate = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/**
 * The grid's current view as CSV, every page of it: the people in the view's order read at
 * once (ids and counts only), their cells and 360 counts a chunk at a time as the file goes out.
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
    const chunk = people.slice(start, start + CHUNK);
    const ids = chunk.map((p) => p.id);
    const [cells, feedback] = await Promise.all([
      cellsOf(db, scope, ids),
      scope.is360 ? feedback360OfPeople(db, scope.campaignId, ids) : Promise.resolve(null),
    ]);
    yield csvLines(chunk.map((person) => line(person, cells.get(person.id) ?? [], feedback?.get(person.id) ?? null, lang)));
  }
}

function line(person: GridPerson, cells: ProgressCell[], feedback: RowFeedback360 | null, lang: Language): string[] {
  const labels = CSV_LABELS[lang];
  return [
    person.lastName,
    person.firstName,
    person.email,
    person.team ?? '',
    person.manager?.name ?? '',
    person.active ? labels.yes : labels.no,
    ...cells.flatMap((cell) => [labels.statuses[cell.status], csvDate(cell.updatedAt)]),
    String(person.completed),
    labels.states[person.state],
    ...(feedback ? [feedback.asRater.done, feedback.asRater.assigned, feedback.asEvaluated.done, feedback.asEvaluated.raters].map(String) : []),
  ];
}
