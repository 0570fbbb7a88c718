import { API_BASE, http, paths } from '@skillup/shared';
import type { ProgressQuery, ProgressResponse } from '@skillup/shared/api/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { progressKeys } from './keys';

/** The query string of a view: only what differs from the server's defaults is sent. */
export function progressParams(query: ProgressQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params;
}

export async function fetchProgress(campaignId: number, query: ProgressQuery): Promise<ProgressResponse> {
  const { data } = await http.get<ProgressResponse>(paths.admin.progress(campaignId), { params: progressParams(query) });
  return data;
}

/** The page on screen stays while the next one loads, so the grid does not jump. */
export const progressQuery = (campaignId: number, query: ProgressQuery) =>
  queryOptions({
    queryKey: progressKeys.grid(campaignId, query),
    queryFn: () => fetchProgress(campaignId, query),
    placeholderData: keepPreviousData,
  });

export const useProgress = (campaignId: number, query: ProgressQuery) => useQuery(progressQuery(campaignId, query));

/**
 * The whole filtered and sorted view as CSV, every page of it: a plain link the browser
 * downloads with the session cookie (`format=csv` is what `Accept: text/csv` asks).
 */
export function progressCsvUrl(campaignId: number, query: ProgressQuery): string {
  const params = progressParams({ ...query, format: 'csv' });
  params.delete('page');
  params.delete('pageSize');
  return `${API_BASE}${paths.admin.progress(campaignId)}?${params.toString()}`;
}
