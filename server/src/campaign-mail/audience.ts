import type { MailsDb } from './mails-table';

/**
 * Whom mails about a campaign can reach (docs/jobs.md, "Campaign mails"): the active people of
 * its company enrolled in it, while campaign and enrolment are open. Invitations, reminders
 * and the last check before a mail goes all start from here; staff, whose role is read as
 * written (auth/roles.ts), are left out by the caller.
 */
export const audienceOf = (db: MailsDb, campaignId: number) =>
  db
    .selectFrom('user_campaigns as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .innerJoin('campaigns as c', 'c.id', 'uc.campaign_id')
    .where('uc.campaign_id', '=', campaignId)
    .where('c.state', '=', 'ACTIVE')
    .where('uc.state', '=', 'ACTIVE')
    .where('u.active', '=', true)
    .whereRef('u.company_id', '=', 'c.company_id');
