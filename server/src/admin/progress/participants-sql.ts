import { sql, type RawBuilder } from 'kysely';
import { isParticipantRole } from '../../auth/roles';
import type { ProgressScope } from './campaign-scope';

/**
 * The people the grid follows, as a condition on `user_campaigns uc` joined to `users u`:
 * enrolled in the campaign, of its company, and not staff (admins and assessors are enrolled
 * to look at a campaign, not to take it).
 */
export const isParticipant = (scope: ProgressScope): RawBuilder<unknown> => sql`
  uc.campaign_id = ${scope.campaignId}
  and u.company_id = ${scope.companyId}
  and ${isParticipantRole('u.role')}`;

/** The campaign's tests as a list for `in (…)`; a campaign without tests matches no run. */
export const testIdsOf = (scope: ProgressScope): RawBuilder<unknown> =>
  scope.tests.length === 0 ? sql`(null)` : sql`(${sql.join(scope.tests.map((t) => t.id))})`;

/** A run counts as begun once the activity reported it incomplete or complete. */
export const BEGUN = sql`ut.status <> 'not attempted'`;
