import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, es, it } from 'date-fns/locale';
import type { MailMessage } from '../mail/mailer';
import { mailHtml, mailText, type MailContent, type MailLanguage } from '../mail/templates/layout';

/* What every campaign mail has: the person, the campaign, the company, and a way in. */

const locales = { it, en: enUS, es } as const;

/** A campaign's date as a mail writes it: the day, in the person's language, in the configured zone. */
export const mailDay = (date: Date, lang: MailLanguage, timeZone: string) => format(date, 'PPP', { locale: locales[lang], in: tz(timeZone) });

/**
 * How a mail lets its person in: a link to choose a first password, valid so many days; the
 * company's sign-in; or, for someone who has a password already, the sign-in page.
 */
export type MailAccess = { kind: 'password'; link: string; days: number } | { kind: 'sso' | 'signIn'; link: string };

/** The button's words for each way in. */
export type AccessLabels = Record<MailAccess['kind'], string>;

export interface CampaignMailInput {
  to: string;
  firstName: string;
  lang: string | null;
  /** In the person's language. */
  campaignName: string;
  dateEnd: Date | null;
  /** The zone the campaign's dates are written in (MAIL_TIME_ZONE). */
  timeZone: string;
  company: { name: string; logo: string | null };
  /** MAIL_FROM. */
  from: string;
  access: MailAccess;
}

/** The layout's content for the person's way in: its button, and how long a password link lasts. */
export const accessParts = (access: MailAccess, labels: AccessLabels, expiry: (days: number) => string) => ({
  action: { label: labels[access.kind], url: access.link },
  outro: access.kind === 'password' ? [expiry(access.days)] : [],
});

/** How the mails after the invitation (reminders, nominations' mails) word the way in, in each language. */
const FOLLOW_UP_ACCESS: Record<MailLanguage, { labels: AccessLabels; expiry: (days: number) => string }> = {
  it: {
    labels: { password: 'Scegli la password ed entra', sso: "Entra con l'account aziendale", signIn: 'Continua' },
    expiry: (days) => `Il link per scegliere la password è valido per ${days} giorni.`,
  },
  en: {
    labels: { password: 'Choose your password and enter', sso: 'Sign in with your company account', signIn: 'Continue' },
    expiry: (days) => `The link to choose your password is valid for ${days} days.`,
  },
  es: {
    labels: { password: 'Elige tu contraseña y entra', sso: 'Entra con la cuenta de tu empresa', signIn: 'Continuar' },
    expiry: (days) => `El enlace para elegir tu contraseña es válido durante ${days} días.`,
  },
};

export const followUpAccessParts = (access: MailAccess, lang: MailLanguage) =>
  accessParts(access, FOLLOW_UP_ACCESS[lang].labels, FOLLOW_UP_ACCESS[lang].expiry);

export async function campaignMessage(to: string, content: MailContent): Promise<MailMessage> {
  return { to, subject: content.subject, text: mailText(content), html: await mailHtml(content) };
}
