import type { Fixtures } from './fixtures';
import { withOpsToken } from './export-rows';
import type { MatrixRequest, RouteCase } from './route-table';
import { adminOnly, signedIn } from './statuses';

const withConsent = async (fx: Fixtures, url: string): Promise<MatrixRequest> => {
  await fx.setParticipantConsent(true);
  return { url };
};

/**
 * docs/areas/report.md, "Who read whose report": a person's list of the reads of their reports,
 * and the company's log, which is its admin's (a superassessor is refused, and another company's
 * admin reads only their own company's lines: report-reads-callers.test.ts).
 */
export function reportReadsRows(): RouteCase[] {
  return [
    {
      method: 'GET',
      route: '/api/me/report-reads',
      request: (fx) => withConsent(fx, '/api/me/report-reads'),
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/admin/audit', request: () => ({ url: '/api/admin/audit' }), expect: adminOnly(200) },
    {
      method: 'GET',
      route: '/api/admin/audit',
      note: 'as CSV',
      request: () => ({ url: '/api/admin/audit', headers: { accept: 'text/csv' } }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/audit',
      note: 'with the operations token',
      request: (fx) => ({ url: `/api/admin/audit?companyId=${fx.demo}`, headers: fx.opsHeaders }),
      expect: withOpsToken,
    },
  ];
}
