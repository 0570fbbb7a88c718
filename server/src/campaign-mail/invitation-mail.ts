import type { MailMessage } from '../mail/mailer';
import { mailLanguage, type MailLanguage } from '../mail/templates/layout';
import { accessParts, campaignMessage, mailDay, type CampaignMailInput } from './mail-parts';

interface InvitationTexts {
  subject: (campaign: string) => string;
  greeting: (name: string) => string;
  invites: (company: string, campaign: string) => string;
  between: (start: string, end: string) => string;
  until: (end: string) => string;
  from: (start: string) => string;
  choosePassword: string;
  signInWithCompany: string;
  signIn: string;
  expiry: (days: number) => string;
}

const texts: Record<MailLanguage, InvitationTexts> = {
  it: {
    subject: (campaign) => `Sei invitato a «${campaign}»`,
    greeting: (name) => `Ciao ${name},`,
    invites: (company, campaign) => `${company} ti invita a partecipare a «${campaign}».`,
    between: (start, end) => `Puoi partecipare dal ${start} al ${end}.`,
    until: (end) => `Puoi partecipare fino al ${end}.`,
    from: (start) => `Puoi partecipare dal ${start}.`,
    choosePassword: 'Scegli la password ed entra',
    signInWithCompany: "Entra con l'account aziendale",
    signIn: 'Entra',
    expiry: (days) =>
      `Il link è valido per ${days} giorni. Se è scaduto, chiedine uno nuovo dalla pagina di accesso con «Password dimenticata?» e il tuo indirizzo email.`,
  },
  en: {
    subject: (campaign) => `You are invited to “${campaign}”`,
    greeting: (name) => `Hello ${name},`,
    invites: (company, campaign) => `${company} invites you to take part in “${campaign}”.`,
    between: (start, end) => `You can take part from ${start} to ${end}.`,
    until: (end) => `You can take part until ${end}.`,
    from: (start) => `You can take part from ${start}.`,
    choosePassword: 'Choose your password and enter',
    signInWithCompany: 'Sign in with your company account',
    signIn: 'Sign in',
    expiry: (days) =>
      `The link is valid for ${days} days. If it has expired, ask for a new one on the sign-in page with “Forgot your password?” and your email address.`,
  },
  es: {
    subject: (campaign) => `Te invitamos a «${campaign}»`,
    greeting: (name) => `Hola ${name}:`,
    invites: (company, campaign) => `${company} te invita a participar en «${campaign}».`,
    between: (start, end) => `Puedes participar del ${start} al ${end}.`,
    until: (end) => `Puedes participar hasta el ${end}.`,
    from: (start) => `Puedes participar desde el ${start}.`,
    choosePassword: 'Elige tu contraseña y entra',
    signInWithCompany: 'Entra con la cuenta de tu empresa',
    signIn: 'Entrar',
    expiry: (days) =>
      `El enlace es válido durante ${days} días. Si ha caducado, pide uno nuevo en la página de acceso con «¿Has olvidado la contraseña?» y tu dirección de correo.`,
  },
};

export interface InvitationInput extends CampaignMailInput {
  dateStart: Date | null;
}

/** The invitation to a campaign (docs/jobs.md, "Campaign mails"), in the person's language. */
export async function invitationMail(input: InvitationInput): Promise<MailMessage> {
  const lang = mailLanguage(input.lang);
  const t = texts[lang];
  const day = (date: Date) => mailDay(date, lang, input.timeZone);
  const { dateStart: start, dateEnd: end } = input;
  const when = start && end ? t.between(day(start), day(end)) : end ? t.until(day(end)) : start ? t.from(day(start)) : null;
  return campaignMessage(input.to, {
    lang,
    subject: t.subject(input.campaignName),
    from: input.from,
    company: input.company,
    intro: [t.greeting(input.firstName), t.invites(input.company.name, input.campaignName), ...(when ? [when] : [])],
    ...accessParts(input.access, { password: t.choosePassword, sso: t.signInWithCompany, signIn: t.signIn }, t.expiry),
  });
}
