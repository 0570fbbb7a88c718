import type { MailMessage } from '../mail/mailer';
import { mailLanguage, type MailLanguage } from '../mail/templates/layout';
import { campaignMessage, followUpAccessParts, type CampaignMailInput } from './mail-parts';

interface DeclinedTexts {
  subject: (campaign: string) => string;
  greeting: (name: string) => string;
  declined: (campaign: string, people: string, many: boolean) => string;
  replace: string;
}

const texts: Record<MailLanguage, DeclinedTexts> = {
  it: {
    subject: (campaign) => `Una persona che hai scelto non ti valuterà: «${campaign}»`,
    greeting: (name) => `Ciao ${name},`,
    declined: (campaign, people, many) => `nella valutazione 360 di «${campaign}» ${people} ${many ? 'hanno' : 'ha'} rinunciato a darti un feedback.`,
    replace: 'Puoi scegliere altre persone nella pagina delle nomine.',
  },
  en: {
    subject: (campaign) => `Someone you nominated will not rate you: “${campaign}”`,
    greeting: (name) => `Hello ${name},`,
    declined: (campaign, people) => `in the 360 feedback of “${campaign}”, ${people} declined to give you feedback.`,
    replace: 'You can nominate someone else on the nominations page.',
  },
  es: {
    subject: (campaign) => `Una persona que elegiste no te evaluará: «${campaign}»`,
    greeting: (name) => `Hola ${name}:`,
    declined: (campaign, people, many) => `en la evaluación 360 de «${campaign}», ${people} ${many ? 'han' : 'ha'} renunciado a darte su opinión.`,
    replace: 'Puedes elegir a otras personas en la página de nominaciones.',
  },
};

export interface DeclinedInput extends CampaignMailInput {
  /** The raters who declined and whom no nomination replaces yet; never empty. */
  people: string[];
}

/** Tells a participant that raters they nominated declined, so they can nominate others (docs/areas/feedback-360.md, "Nominations"). */
export async function declinedMail(input: DeclinedInput): Promise<MailMessage> {
  const lang = mailLanguage(input.lang);
  const t = texts[lang];
  const people = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(input.people);
  return campaignMessage(input.to, {
    lang,
    subject: t.subject(input.campaignName),
    from: input.from,
    company: input.company,
    intro: [t.greeting(input.firstName), t.declined(input.campaignName, people, input.people.length > 1), t.replace],
    ...followUpAccessParts(input.access, lang),
  });
}
