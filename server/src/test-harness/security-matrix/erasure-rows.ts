import { persona } from '../test-app';
import type { Fixtures } from './fixtures';
import type { RouteCase } from './route-table';
import { adminOnly } from './statuses';

/** A person made for the row, so that an erasure the admin is allowed takes nobody the other rows need. */
async function throwawayPerson(fx: Fixtures): Promise<{ id: number; email: string }> {
  const email = `erase-${fx.nextVersion()}@demo.skillup.test`;
  const { id } = await fx.t.database.db
    .insertInto('users')
    .values({
      company_id: fx.demo,
      email,
      password_hash: '!',
      first_name: 'Matrix',
      last_name: 'Erased',
      gender: null,
      role: 'participant',
      lang: 'it',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email };
}

/**
 * docs/security.md, "Erasure": the company's admin (or operations) erases a person of the
 * company; another company's person is not found; nobody else passes the console's guard.
 */
export function erasureRows(): RouteCase[] {
  const lucaErase = (fx: Fixtures) => `/api/admin/people/${fx.userId(persona('luca.ferri'))}/erase`;
  return [
    { method: 'GET', route: '/api/admin/people/:userId/erase', note: "luca's", request: (fx) => ({ url: lucaErase(fx) }), expect: adminOnly(200) },
    {
      method: 'GET',
      route: '/api/admin/people/:userId/erase',
      note: 'a person of another company',
      request: (fx) => ({ url: `/api/admin/people/${fx.selfId('otherCompany')}/erase` }),
      expect: adminOnly(404),
      codes: { admin: 'PERSON_NOT_FOUND' },
    },
    {
      method: 'POST',
      route: '/api/admin/people/:userId/erase',
      note: 'a person made for the row',
      request: async (fx) => {
        const person = await throwawayPerson(fx);
        return { url: `/api/admin/people/${person.id}/erase`, payload: { confirmEmail: person.email } };
      },
      expect: adminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/people/:userId/erase',
      note: 'a person of another company',
      request: (fx) => ({ url: `/api/admin/people/${fx.selfId('otherCompany')}/erase`, payload: { confirmEmail: 'irene.longo@acme.skillup.test' } }),
      expect: adminOnly(404),
      codes: { admin: 'PERSON_NOT_FOUND' },
    },
  ];
}
