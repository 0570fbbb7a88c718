import type { ParticipantProgressState, ProgressSort } from '@skillup/shared/api/contract';
import { PARTICIPANT_PROGRESS_STATES } from '@skillup/shared/api/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
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
  manager: { id: number; name: string } | null;
  active: boolean;
  completed: number;
  state: ParticipantProgressState;
}

interface GridRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  team: string | null;
  active: boolean;
  completed: number;
  state_rank: number;
  manager_id: number | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
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
    const pattern = likePattern(search);
    where.push(sql`(
      u.first_name || ' ' || u.last_name ilike ${pattern}
      or u.last_name || ' ' || u.first_name ilike ${pattern}
      or u.email ilike ${pattern})`);
  }
  return where;
}

const NAME_ORDER = sql`lower(g.last_name), lower(g.first_name), g.id`;

function orderBy(view: GridView, test: ReturnType<typeof sortTest>): RawBuilder<unknown> {
  const dir = sql.raw(view.order === 'desc' ? 'desc' : 'asc');
  if (test?.by === 'status') return sql`g.test_rank ${dir}, g.test_date ${dir} nulls last, ${NAME_ORDER}`;
  if (test?.by === 'date') return sql`g.test_date ${dir} nulls last, ${NAME_ORDER}`;
  switch (view.sort) {
    case 'email':
      return sql`g.email ${dir}, g.id`;
    case 'team':
      return sql`g.team ${dir} nulls last, ${NAME_ORDER}`;
    case 'completed':
      return sql`g.completed ${dir}, ${NAME_ORDER}`;
    case 'state':
      return sql`g.state_rank ${dir}, ${NAME_ORDER}`;
    default:
      return sql`lower(g.last_name) ${dir}, lower(g.first_name) ${dir}, g.id ${dir}`;
  }
}

/**
 * The participants of the view in its order, each with their count of complete tests and
 * their state, in one statement: the runs of the campaign's tests are aggregated per person
 * (an index walk of user_tests by user), filtered, sorted and cut to the page there, with the
 * number of rows over all pages beside each. `page` absent: every row, for the CSV.
 */
export async function gridPeople(
  db: Kysely<Database>,
  scope: ProgressScope,
  view: GridView,
  page?: { limit: number; offset: number },
): Promise<{ people: GridPerson[]; total: number }> {
  const test = sortTest(scope, view.sort);
  const testCount = scope.tests.length;
  const where = filters(view);
  const testColumns = test
    ? sql`,
      coalesce(max(case ut.status when 'complete' then 2 when 'incomplete' then 1 else 0 end) filter (where ut.test_id = ${test.testId}), 0) as test_rank,
      max(ut.updated_at) filter (where ut.test_id = ${test.testId} and (${BEGUN} or ut.data is not null)) as test_date`
    : sql``;
  const stateFilter = view.state === undefined ? sql`` : sql`where g.state_rank = ${PARTICIPANT_PROGRESS_STATES.indexOf(view.state)}`;
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await sql<GridRow>`
    with people as (
      select u.id, u.email, u.first_name, u.last_name, u.team, u.manager_id, u.active,
        (count(ut.test_id) filter (where ut.status = 'complete'))::int as completed,
        (count(ut.test_id) filter (where ${BEGUN}))::int as begun
        ${testColumns}
      from user_campaigns uc
      join users u on u.id = uc.user_id
      left join user_tests ut on ut.user_id = u.id and ut.test_id in ${testIdsOf(scope)}
      where ${isParticipant(scope)}
        ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
      group by u.id
    ), g as (
      select people.*,
        case when begun = 0 then 0 when completed >= ${testCount} then 2 else 1 end as state_rank
      from people
    )
    select g.id, g.email, g.first_name, g.last_name, g.team, g.active, g.completed, g.state_rank, g.manager_id,
      m.first_name as manager_first_name, m.last_name as manager_last_name,
      (count(*) over ())::int as total
    from g
    left join users m on m.id = g.manager_id and m.company_id = ${scope.companyId}
    ${stateFilter}
    order by ${orderBy(view, test)}
    ${limit}`.execute(db);
  const rows = result.rows;
  // A page past the end has no row to carry the total: the first page's count tells it.
  const total = rows[0]?.total ?? (page && page.offset > 0 ? (await gridPeople(db, scope, view, { limit: 1, offset: 0 })).total : 0);
  return { people: rows.map(toPerson), total };
}

function toPerson(row: GridRow): GridPerson {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    team: row.team,
    manager:
      row.manager_id !== null && row.manager_first_name !== null
        ? { id: row.manager_id, name: `${row.manager_first_name} ${row.manager_last_name ?? ''}`.trim() }
        : null,
    active: row.active,
    completed: row.completed,
    state: PARTICIPANT_PROGRESS_STATES[row.state_rank]!,
  };
}
