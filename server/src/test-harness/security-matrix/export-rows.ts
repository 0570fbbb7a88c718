import { persona } from '../test-app';
import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly, as, signedIn } from './statuses';

const lucaExport = (fx: Fixtures) => `/api/admin/people/${fx.userId(persona('luca.ferri'))}/export`;
/** The operations token passes whatever session the caller also sends. */
export const withOpsToken = as(200, 200, 200, 200, 200);

/**
 * docs/security.md, "A person's data on request: export": every signed-in person their own;
 * the company's admin anyone of the company (a superassessor is refused, export.test.ts);
 * operations anyone. Another company's person is not found.
 */
export function exportRows(): RouteCase[] {
  return [
    { method: 'GET', route: '/api/me/export', request: () => ({ url: '/api/me/export' }), expect: signedIn(200) },
    {
      method: 'GET',
      route: '/api/admin/people/:userId/export',
      note: "luca's",
      request: (fx) => ({ url: lucaExport(fx) }),
      expect: adminOnly(200),
    },
    {
      method: 'GET',
      route: '/api/admin/people/:userId/export',
      note: 'a person of another company',
      request: (fx) => ({ url: `/api/admin/people/${fx.selfId('otherCompany')}/export` }),
      expect: adminOnly(404),
      codes: { admin: 'PERSON_NOT_FOUND' },
    },
    {
      method: 'GET',
      route: '/api/admin/people/:userId/export',
      note: "luca's, with the operations token",
      request: (fx) => ({ url: lucaExport(fx), headers: fx.opsHeaders }),
      expect: withOpsToken,
    },
  ];
}
