import type { MailMessage } from './mailer';
import { mailHtml, mailLanguage, mailText, type MailContent, type MailLanguage } from './templates/layout';

const texts: Record<
  MailLanguage,
  { subject: string; greeting: (name: string) => string; body: string; action: string; expiry: (minutes: number) => string; ignore: string }
> = {
  it: {
    subject: 'Reimposta la tua password',
    greeting: (name) => `Ciao ${name},`,
    body: 'abbiamo ricevuto una richiesta di reset della password del tuo account Skillup.',
    action: 'Scegli una nuova password',
    expiry: (minutes) => `Il link è valido per ${minutes} minuti e può essere usato una sola volta.`,
    ignore: 'Se non hai chiesto tu il reset, ignora questa email: la tua password non cambierà.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'we received a request to reset the password of your Skillup account.',
    action: 'Choose a new password',
    expiry: (minutes) => `The link is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for a reset, ignore this email: your password will not change.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola ${name}:`,
    body: 'hemos recibido una solicitud para restablecer la contraseña de tu cuenta Skillup.',
    action: 'Elige una nueva contraseña',
    expiry: (minutes) => `El enlace es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    ignore: 'Si no has solicitado el restablecimiento, ignora este correo: tu contraseña no cambiará.',
  },
};

/** The new-password route of the app (docs/behaviour.md §2.1) for this token and address. */
export const resetLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/new_password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;

export async function resetMail(input: {
  to: string;
  firstName: string;
  lang: string | null;
  link: string;
  ttlMinutes: number;
  company: { name: string; logo: string | null };
  /** MAIL_FROM. */
  from: string;
}): Promise<MailMessage> {
  const lang = mailLanguage(input.lang);
  const t = texts[lang];
  const minutes = Math.max(1, Math.round(input.ttlMinutes));
  const content: MailContent = {
    lang,
    subject: t.subject,
    from: input.from,
    company: input.company,
    intro: [t.greeting(input.firstName), t.body],
    action: { label: t.action, url: input.link },
    outro: [t.expiry(minutes), t.ignore],
  };
  return { to: input.to, subject: t.subject, text: mailText(content), html: await mailHtml(content) };
}
