import type { Kysely } from 'kysely';
import { issueInvitationToken } from '../auth/reset-tokens';
import { knownTimeZone } from '../auth/time-zone';
import type { AuthSettings } from '../config/auth-settings';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { resetLink } from '../mail/reset-mail';
import { campaignName } from '../report/reads/campaign-name';
import { invitationMail } from './invitation-mail';
import type { MailAccess } from './mail-parts';
import { pendingEvaluations } from './pending-evaluations';
import { pendingTests } from './pending-tests';
import { reminderMail } from './reminder-mail';
import { raterMail } from './rater-mail';
import { declinedMail } from './declined-mail';
import { declinedAt, raterRequests } from './nomination-people';
import { audienceOf } from './audience';
import { mailsDb, type CampaignMailRow } from './mails-table';

/**
 * The message of a planned mail as it stands when its time comes, or null when it is no longer
 * due: the person left the campaign or was removed, the campaign is no longer open, (a
 * reminder) they have finished every test, or (a nomination's mail) nothing is left to tell.
 */
export async function composeMail(db: Kysely<Database>, mail: CampaignMailRow, settings: AuthSettings): Promise<MailMessage | null> {
  const row = await audienceOf(mailsDb(db), mail.campaign_id)
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('sso_providers as sso', (join) => join.onRef('sso.company_id', '=', 'co.id').on('sso.enabled', '=', true))
    .where('u.id', '=', mail.user_id)
    .select([
      'u.email',
      'u.first_name',
      'u.lang as user_lang',
      'u.must_change_password',
      'u.time_zone',
      'uc.lang as enrolment_lang',
      'c.languages',
      'c.date_start',
      'c.date_end',
      'co.name as company_name',
      'co.logo as company_logo',
      'co.time_zone as company_time_zone',
      'sso.slug as sso_slug',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const lang = row.enrolment_lang ?? row.user_lang;
  // Someone who already chose a password signs in with it: a link that sets another would
  // be a reset nobody asked for. The token is issued only once the mail is sure to go.
  const access = async (): Promise<MailAccess> =>
    row.sso_slug
      ? { kind: 'sso', link: `${settings.publicUrl}/sso/${encodeURIComponent(row.sso_slug)}` }
      : row.must_change_password
        ? {
            kind: 'password',
            link: resetLink(settings.publicUrl, await issueInvitationToken(db, mail.user_id, settings.invitationTtlDays), row.email),
            days: settings.invitationTtlDays,
          }
        : { kind: 'signIn', link: `${settings.publicUrl}/login` };
  const common = {
    to: row.email,
    firstName: row.first_name,
    lang,
    campaignName: campaignName(row.languages, lang ?? 'it'),
    dateEnd: row.date_end ? new Date(row.date_end) : null,
    // The end's day as the person counts it, like the reminders' 09:00 (docs/jobs.md, "Reminder schedule").
    timeZone: knownTimeZone(row.time_zone) ?? knownTimeZone(row.company_time_zone) ?? settings.mailTimeZone,
    company: { name: row.company_name, logo: row.company_logo },
    from: settings.mail.from,
  };
  if (mail.kind === 'invitation') {
    return invitationMail({ ...common, dateStart: row.date_start ? new Date(row.date_start) : null, access: await access() });
  }
  // A rater who has done every evaluation asked of them needs no mail any more.
  if (mail.kind === 'rater') {
    const people = await raterRequests(db, mail.campaign_id, mail.user_id);
    return people.length === 0 ? null : raterMail({ ...common, people, access: await access() });
  }
  if (mail.kind === 'declined') {
    const people = await declinedAt(db, mail.campaign_id, mail.user_id, new Date(mail.planned_at));
    return people.length === 0 ? null : declinedMail({ ...common, people, access: await access() });
  }
  // Someone who has finished meanwhile gets nothing more.
  const pending = (await pendingTests(db, mail.campaign_id, [mail.user_id])).get(mail.user_id) ?? 0;
  if (pending === 0) return null;
  const evaluations = await pendingEvaluations(db, mail.campaign_id, mail.user_id);
  return reminderMail({ ...common, pendingTests: pending, pendingEvaluations: evaluations, access: await access() });
}
