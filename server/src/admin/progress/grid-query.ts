import type { ParticipantProgressState, ProgressSort } from '@skillup/shared/api/contract';
import { PARTICIPANT_PROGRESS_STATES } from '@skillup/shared/api/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inReadingOrder } from '../../db/reading-order';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ProgressScope } from './campaign-scope';
import { BEGUN, isParticipant, testIdsOf } from './participants-sql';

export interface GridView {
  sort: ProgressSort;
  order: 'asc' | 'desc';
  /** One team; '' the people without a team. */
  team?: string;
  managerId?: number;
  state?: ParticipantProgressState;
  search?: string;
}

/** One participant of the view, before their cells are read. */
export interface GridPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  team: string | null;
  managerId: number | null;
  active: boolean;
}

interface GridRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  team: string | null;
  manager_id: number | null;
  active: boolean;
  total: number;
}

const unknownSortTest = () => new ApiError(400, 'UNKNOWN_SORT_TEST', 'the sort names a test this campaign does not have');

/** The test a `status:<id>` or `date:<id>` sort is on, checked against the campaign. */
function sortTest(scope: ProgressScope, sort: ProgressSort): { by: 'status' | 'date'; testId: number } | null {
  const match = /^(status|date):(\d+)$/.exec(sort);
  if (!match) return null;
  const testId = Number(match[2]);
  if (!scope.tests.some((t) => t.id === testId)) throw unknownSortTest();
  return { by: match[1] as 'status' | 'date', testId };
}

/** LIKE's own characters taken literally: a search for "50%" finds "50%", not everything from "50". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(view: GridView): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (view.team !== undefined) where.push(view.team === '' ? sql`u.team is null` : sql`u.team = ${view.team}`);
  if (view.managerId !== undefined) where.push(sql`u.manager_id = ${view.managerId}`);
  const search = view.search?.trim();
  if (search) {
    // One text per person holding "first last first" and the address: a single match finds
    // either order of the names or the address, where three would cost three per row.
    where.push(sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.first_name || ' ' || u.email) like lower(${likePattern(search)})`);
  }
  return where;
}

/** Last name then first name: one text, as a space sorts before any letter. */
const NAME_KEY = inReadingOrder(sql`g.last_name || ' ' || g.first_name`);
const NAME_ORDER = sql`${NAME_KEY}, g.id`;

function orderBy(view: GridView, test: ReturnType<typeof sortTest>): RawBuilder<unknown> {
  const dir = sql.raw(view.order === 'desc' ? 'desc' : 'asc');
  if (test?.by === 'status') return sql`g.test_rank ${dir}, g.test_date ${dir} nulls last, ${NAME_ORDER}`;
  if (test?.by === 'date') return sql`g.test_date ${dir} nulls last, ${NAME_ORDER}`;
  switch (view.sort) {
    case 'email':
      return sql`${inReadingOrder('g.email')} ${dir}, g.id`;
    case 'team':
      return sql`${inReadingOrder('g.team')} ${dir} nulls last, ${NAME_ORDER}`;
    case 'completed':
      return sql`g.completed ${dir}, ${NAME_ORDER}`;
    case 'state':
      return sql`g.state_rank ${dir}, ${NAME_ORDER}`;
    default:
      return sql`${NAME_KEY} ${dir}, g.id ${dir}`;
  }
}

/** What only the runs can tell: needed to sort or filter by it, not to page through names. */
const needsRuns = (view: GridView, test: ReturnType<typeof sortTest>) =>
  test !== null || view.sort === 'completed' || view.sort === 'state' || view.state !== undefined;

/**
 * The participants of the view in its order, cut to the page, with the number of rows over
 * all pages beside each, in one statement. Sorted by name, e-mail or team, only the people
 * are read; sorted or filtered by what they did, the runs of the campaign's tests are first
 * counted per person (one pass over the runs, grouped by user), then joined to them. `page`
 * absent: every row, for the CSV.
 */
export async function gridPeople(
  db: Kysely<Database>,
  scope: ProgressScope,
  view: GridView,
  page?: { limit: number; offset: number },
): Promise<{ people: GridPerson[]; total: number }> {
  const test = sortTest(scope, view.sort);
  const where = filters(view);
  const withRuns = needsRuns(view, test);
  const testColumns = test
    ? sql`,
        coalesce(max(case ut.status when 'complete' then 2 when 'incomplete' then 1 else 0 end) filter (where ut.test_id = ${test.testId}), 0) as test_rank,
        max(ut.updated_at) filter (where ut.test_id = ${test.testId} and (${BEGUN} or ut.data is not null)) as test_date`
    : sql``;
  const runs = withRuns
    ? sql`runs as (
        select ut.user_id,
          count(*) filter (where ut.status = 'complete') as completed,
          count(*) filter (where ${BEGUN}) as begun
          ${testColumns}
        from user_tests ut
        where ut.test_id in ${testIdsOf(scope)}
        group by ut.user_id
      ),`
    : sql``;
  const runColumns = withRuns
    ? sql`,
        coalesce(r.completed, 0) as completed,
        case when coalesce(r.begun, 0) = 0 then 0 when r.completed >= ${scope.tests.length} then 2 else 1 end as state_rank
        ${test ? sql`, coalesce(r.test_rank, 0) as test_rank, r.test_date` : sql``}`
    : sql``;
  const stateFilter = view.state === undefined ? sql`` : sql`where g.state_rank = ${PARTICIPANT_PROGRESS_STATES.indexOf(view.state)}`;
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await sql<GridRow>`
    with ${runs} g as (
      select u.id, u.email, u.first_name, u.last_name, u.team, u.manager_id, u.active ${runColumns}
      from user_campaigns uc
      join users u on u.id = uc.user_id
      ${withRuns ? sql`left join runs r on r.user_id = u.id` : sql``}
      where ${isParticipant(scope)}
        ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    )
    select g.id, g.email, g.first_name, g.last_name, g.team, g.manager_id, g.active, (count(*) over ())::int as total
    from g
    ${stateFilter}
    order by ${orderBy(view, test)}
    ${limit}`.execute(db);
  const rows = result.rows;
  // A page past the end has no row to carry the total: the first page's count tells it.
  const total = rows[0]?.total ?? (page && page.offset > 0 ? (await gridPeople(db, scope, view, { limit: 1, offset: 0 })).total : 0);
  return {
    people: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      team: row.team,
      managerId: row.manager_id,
      active: row.active,
    })),
    total,
  };
}
