import { API_BASE, http, paths } from '@skillup/shared';
import type { AuditQuery, AuditResponse } from '@skillup/shared/api/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The page on screen and its filter: the person read, by id. */
export type ReadsView = Pick<AuditQuery, 'userId' | 'page'>;

/** The query string of a view: only what is set is sent. */
export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params;
}

/**
 * A page of the company's log of report reads. A superassessor is refused it (403): that is an
 * answer for the page to say, not an expired session, so it does not sign them out.
 */
export async function fetchAudit(view: ReadsView): Promise<AuditResponse> {
  const { data } = await http.get<AuditResponse>(paths.admin.audit, { params: auditParams(view), skipSessionExpiry: true });
  return data;
}

export const readsKeys = {
  all: ['admin', 'reports', 'reads'] as const,
  page: (view: ReadsView) => [...readsKeys.all, view] as const,
};

/** The page on screen stays while the next one loads, so the table does not jump. */
export const useAudit = (view: ReadsView) =>
  useQuery({ queryKey: readsKeys.page(view), queryFn: () => fetchAudit(view), placeholderData: keepPreviousData, staleTime: 0 });

/** Every line of the filtered log as CSV: a plain link the browser downloads with the session cookie. */
export function auditCsvUrl(view: ReadsView, lang: AuditQuery['lang']): string {
  const params = auditParams({ userId: view.userId, format: 'csv', lang });
  return `${API_BASE}${paths.admin.audit}?${params.toString()}`;
}
