import type { MailMessage } from './mailer';

type MailLanguage = 'it' | 'en' | 'es';

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The user's saved language when it is one of ours, Italian otherwise (docs/behaviour.md §1). */
export const mailLanguage = (lang: string | null): MailLanguage => (lang === 'en' || lang === 'es' || lang === 'it' ? lang : 'it');

/** The new-password route of the app (docs/behaviour.md §2.1) for this token and address. */
export const resetLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/new_password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;

export function resetMail(input: { to: string; firstName: string; lang: string | null; link: string; ttlMinutes: number }): MailMessage {
  const t = texts[mailLanguage(input.lang)];
  const minutes = Math.max(1, Math.round(input.ttlMinutes));
  const text = [t.greeting(input.firstName), '', t.body, '', `${t.action}: ${input.link}`, '', t.expiry(minutes), t.ignore, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(t.greeting(input.firstName))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry(minutes))}<br>${escapeHtml(t.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: t.subject, text, html };
}
