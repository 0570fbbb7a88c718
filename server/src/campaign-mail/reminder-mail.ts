import type { MailMessage } from '../mail/mailer';
import { mailLanguage, type MailLanguage } from '../mail/templates/layout';
import { campaignMessage, followUpAccessParts, mailDay, type CampaignMailInput } from './mail-parts';

interface ReminderTexts {
  subject: (campaign: string) => string;
  greeting: (name: string) => string;
  pending: (campaign: string, tests: number) => string;
  evaluations: (people: number) => string;
  until: (end: string) => string;
}

const texts: Record<MailLanguage, ReminderTexts> = {
  it: {
    subject: (campaign) => `Promemoria: «${campaign}»`,
    greeting: (name) => `Ciao ${name},`,
    pending: (campaign, tests) =>
      `ti ricordiamo che in «${campaign}» ${tests === 1 ? 'ti resta un test' : `ti restano ${tests} test`} da completare.`,
    evaluations: (people) => `Nella valutazione 360 ${people === 1 ? 'ti resta una persona' : `ti restano ${people} persone`} da valutare.`,
    until: (end) => `Hai tempo fino al ${end}.`,
  },
  en: {
    subject: (campaign) => `Reminder: “${campaign}”`,
    greeting: (name) => `Hello ${name},`,
    pending: (campaign, tests) => `a reminder that ${tests === 1 ? 'one test is' : `${tests} tests are`} still waiting for you in “${campaign}”.`,
    evaluations: (people) => `In the 360 feedback, ${people === 1 ? 'one person is' : `${people} people are`} still waiting for your evaluation.`,
    until: (end) => `You have until ${end}.`,
  },
  es: {
    subject: (campaign) => `Recordatorio: «${campaign}»`,
    greeting: (name) => `Hola ${name}:`,
    pending: (campaign, tests) =>
      `te recordamos que en «${campaign}» ${tests === 1 ? 'te queda una prueba' : `te quedan ${tests} pruebas`} por completar.`,
    evaluations: (people) => `En la evaluación 360 ${people === 1 ? 'te queda una persona' : `te quedan ${people} personas`} por evaluar.`,
    until: (end) => `Tienes hasta el ${end}.`,
  },
};

export interface ReminderInput extends CampaignMailInput {
  /** The tests the person has not finished yet; never 0 (they would get no reminder). */
  pendingTests: number;
  /** The people the person has still to evaluate in the campaign's 360. */
  pendingEvaluations: number;
}

/** A reminder of the tests, and the 360 evaluations, still to finish in a campaign (docs/jobs.md, "Campaign mails"). */
export async function reminderMail(input: ReminderInput): Promise<MailMessage> {
  const lang = mailLanguage(input.lang);
  const t = texts[lang];
  return campaignMessage(input.to, {
    lang,
    subject: t.subject(input.campaignName),
    from: input.from,
    company: input.company,
    intro: [
      t.greeting(input.firstName),
      t.pending(input.campaignName, input.pendingTests),
      ...(input.pendingEvaluations > 0 ? [t.evaluations(input.pendingEvaluations)] : []),
      ...(input.dateEnd ? [t.until(mailDay(input.dateEnd, lang, input.timeZone))] : []),
    ],
    ...followUpAccessParts(input.access, lang),
  });
}
