import { hashPassword } from '../../auth/password';
import { DEMO_PASSWORD } from '../test-app';
import type { Fixtures, Persona } from './fixtures';
import type { RouteCase } from './route-table';
import { signedIn } from './statuses';

const signedInCode = (code: string) => ({ otherCompany: code, participant: code, assessor: code, admin: code });
const change = (currentPassword: string, password: string, password_confirmation = password) => ({
  url: '/api/account/password',
  payload: { currentPassword, password, password_confirmation },
});
const INTERIM_PASSWORD = 'Matrice-Intanto-2026!';
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};
/** Gives the caller `password` straight in the database, as the rows' preparation and its undoing. */
async function givePassword(fx: Fixtures, who: Persona, password: string): Promise<void> {
  if (who === 'anonymous') return;
  await fx.t.database.db
    .updateTable('users')
    .set({ password_hash: await hashOf(password) })
    .where('id', '=', fx.selfId(who))
    .execute();
}

/**
 * docs/behaviour.md §2.17, the account page: every signed-in person's own, whatever their role
 * or company. Each row signs in afresh (fixtures.ts), so ending the caller's other sessions
 * takes nothing from a later row; and nothing here leaves a persona otherwise than it found
 * them: the language set is the one each persona has, the password set is the demo's again,
 * and a wrong current password's count goes with that persona's next sign-in.
 */
export function accountRows(): RouteCase[] {
  return [
    { method: 'GET', route: '/api/account', request: () => ({ url: '/api/account' }), expect: signedIn(200) },
    {
      method: 'PUT',
      route: '/api/account/language',
      note: "the persona's own language again",
      request: () => ({ url: '/api/account/language', payload: { lang: 'it' } }),
      expect: signedIn(200),
    },
    {
      method: 'POST',
      route: '/api/account/password',
      note: 'a wrong current password',
      request: () => change('not-the-password', 'Matrice-Nuova-2026!'),
      expect: signedIn(422),
      codes: signedInCode('WRONG_PASSWORD'),
    },
    {
      method: 'POST',
      route: '/api/account/password',
      note: 'a new password that breaks the rules',
      request: () => change(DEMO_PASSWORD, 'weak'),
      expect: signedIn(422),
      codes: signedInCode('INVALID_PASSWORD'),
    },
    {
      method: 'POST',
      route: '/api/account/password',
      note: 'the current password as the new one',
      request: () => change(DEMO_PASSWORD, DEMO_PASSWORD),
      expect: signedIn(422),
      codes: signedInCode('INVALID_PASSWORD'),
    },
    {
      method: 'POST',
      route: '/api/account/password',
      note: 'the demo password set again over another, ending the other sessions',
      request: async (fx, caller) => {
        // The demo password cannot replace itself: the persona is given another one first.
        await givePassword(fx, caller.who, INTERIM_PASSWORD);
        return change(INTERIM_PASSWORD, DEMO_PASSWORD);
      },
      settle: (fx, caller) => givePassword(fx, caller.who, DEMO_PASSWORD),
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      route: '/api/account/sessions/others',
      request: () => ({ url: '/api/account/sessions/others' }),
      expect: signedIn(200),
    },
  ];
}
