import { PARTICIPANT_PROGRESS_STATES, type ParticipantProgressState, type ProgressQuery, type ProgressSort } from '@skillup/shared/api/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The same shapes the server accepts, so a hand-edited address never sends what it refuses. */
const SORT = /^(name|email|team|completed|state|(status|date):[1-9][0-9]{0,9})$/;
const POSITIVE = /^[1-9][0-9]{0,8}$/;

const isState = (value: string | null): value is ParticipantProgressState =>
  value !== null && (PARTICIPANT_PROGRESS_STATES as readonly string[]).includes(value);

/**
 * The grid's view (filters, search, sort, page) is kept in the address, so that the back
 * button, a reload or a shared link show the same participants.
 */
export function viewFromSearch(search: URLSearchParams): ProgressQuery {
  const view: ProgressQuery = {};
  const page = search.get('page');
  if (page && POSITIVE.test(page)) view.page = Number(page);
  const sort = search.get('sort');
  if (sort && SORT.test(sort)) view.sort = sort as ProgressSort;
  const order = search.get('order');
  if (order === 'asc' || order === 'desc') view.order = order;
  const team = search.get('team');
  if (team !== null) view.team = team.slice(0, 200);
  const managerId = search.get('managerId');
  if (managerId && POSITIVE.test(managerId)) view.managerId = Number(managerId);
  const state = search.get('state');
  if (isState(state)) view.state = state;
  const text = search.get('search');
  if (text) view.search = text.slice(0, 200);
  return view;
}

export function searchFromView(view: ProgressQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['search', 'team', 'managerId', 'state', 'sort', 'order', 'page'] as const) {
    const value = view[name];
    if (value !== undefined) search.set(name, String(value));
  }
  return search;
}

/** Applies a change; any change but the page's own goes back to the first page. */
export function changeView(view: ProgressQuery, change: Partial<ProgressQuery>): ProgressQuery {
  const next: Record<string, unknown> = { ...view, ...change };
  if (!('page' in change)) delete next.page;
  for (const [name, value] of Object.entries(next)) if (value === undefined) delete next[name];
  return next as ProgressQuery;
}

export function useProgressView(): [ProgressQuery, (change: Partial<ProgressQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const update = useCallback((change: Partial<ProgressQuery>) => setSearch(searchFromView(changeView(view, change))), [view, setSearch]);
  return [view, update];
}
