import type { MailMessage } from '../mail/mailer';
import { mailLanguage, type MailLanguage } from '../mail/templates/layout';
import { campaignMessage, followUpAccessParts, mailDay, type CampaignMailInput } from './mail-parts';

interface RaterTexts {
  subject: (campaign: string) => string;
  greeting: (name: string) => string;
  asked: (campaign: string, people: string) => string;
  confidential: string;
  until: (end: string) => string;
}

const texts: Record<MailLanguage, RaterTexts> = {
  it: {
    subject: (campaign) => `Ti è stato chiesto un feedback: «${campaign}»`,
    greeting: (name) => `Ciao ${name},`,
    asked: (campaign, people) => `nella valutazione 360 di «${campaign}» ti è stato chiesto di dare un feedback a ${people}.`,
    confidential: 'Le tue risposte sono mostrate solo insieme a quelle di altre persone, mai con il tuo nome.',
    until: (end) => `Hai tempo fino al ${end}.`,
  },
  en: {
    subject: (campaign) => `You have been asked for feedback: “${campaign}”`,
    greeting: (name) => `Hello ${name},`,
    asked: (campaign, people) => `in the 360 feedback of “${campaign}” you have been asked to give feedback to ${people}.`,
    confidential: 'Your answers are only ever shown together with other people’s, never with your name.',
    until: (end) => `You have until ${end}.`,
  },
  es: {
    subject: (campaign) => `Te han pedido tu opinión: «${campaign}»`,
    greeting: (name) => `Hola ${name}:`,
    asked: (campaign, people) => `en la evaluación 360 de «${campaign}» te han pedido que des tu opinión sobre ${people}.`,
    confidential: 'Tus respuestas solo se muestran junto con las de otras personas, nunca con tu nombre.',
    until: (end) => `Tienes hasta el ${end}.`,
  },
};

export interface RaterInput extends CampaignMailInput {
  /** The people who nominated the rater and are still waiting for their evaluation; never empty. */
  people: string[];
}

const listed = (names: string[], lang: MailLanguage) => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names);

/** A nominated rater's request for feedback (docs/areas/feedback-360.md, "Nominations"). */
export async function raterMail(input: RaterInput): Promise<MailMessage> {
  const lang = mailLanguage(input.lang);
  const t = texts[lang];
  return campaignMessage(input.to, {
    lang,
    subject: t.subject(input.campaignName),
    from: input.from,
    company: input.company,
    intro: [
      t.greeting(input.firstName),
      t.asked(input.campaignName, listed(input.people, lang)),
      t.confidential,
      ...(input.dateEnd ? [t.until(mailDay(input.dateEnd, lang, input.timeZone))] : []),
    ],
    ...followUpAccessParts(input.access, lang),
  });
}
