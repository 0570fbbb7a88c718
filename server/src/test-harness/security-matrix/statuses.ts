import type { Persona } from './fixtures';

/** The status each caller expects: anonymous, participant of another company, participant, assessor, admin of the demo company. */
export const as = (anonymous: number, otherCompany: number, participant: number, assessor: number, admin: number): Record<Persona, number> => ({
  anonymous,
  otherCompany,
  participant,
  assessor,
  admin,
});

/** Whoever is signed in, of any role and company; nobody without a session. */
/** Open to anyone, signed in or not. */
export const everyone = (status: number) => as(status, status, status, status, status);
export const signedIn = (status: number) => as(401, status, status, status, status);

/** Only an admin (or the operations token) passes the admin guards, the HR console's among them; anyone else signed in is refused. */
export const adminOnly = (admin: number) => as(401, 403, 403, 403, admin);

/** Another company's campaign, to whoever passes the admin guard: not found, as if it did not exist. */
export const foreignCampaign = { expect: adminOnly(404), codes: { admin: 'CAMPAIGN_NOT_FOUND' } };
