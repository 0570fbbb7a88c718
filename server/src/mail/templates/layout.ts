import addressparser from 'nodemailer/lib/addressparser';
import { escapeHtml } from '../../http/escape-html';

export type MailLanguage = 'it' | 'en' | 'es';

/** The user's saved language when it is one of ours, Italian otherwise (docs/behaviour.md §1). */
export const mailLanguage = (lang: string | null): MailLanguage => (lang === 'en' || lang === 'es' || lang === 'it' ? lang : 'it');

/** What one mail says, before it becomes HTML and plain text. Every string is plain text. */
export interface MailContent {
  lang: MailLanguage;
  subject: string;
  /** MAIL_FROM as configured: the footer names its sender. */
  from: string;
  /** The recipient's company; its logo only when it is an address a mail client can load. */
  company: { name: string; logo: string | null };
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

const footers: Record<MailLanguage, (sender: string, company: string) => string> = {
  it: (sender, company) => `Email inviata da ${sender} per ${company}.`,
  en: (sender, company) => `Sent by ${sender} for ${company}.`,
  es: (sender, company) => `Enviado por ${sender} para ${company}.`,
};

/** The display name of MAIL_FROM, or its address when it has none. */
function senderName(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return first?.name || first?.address || from;
}

/** A relative path or another scheme would show as a broken image, or not at all. */
function loadableLogo(logo: string | null): string | null {
  if (!logo) return null;
  try {
    const url = new URL(logo.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const footer = (content: MailContent) => footers[content.lang](senderName(content.from), content.company.name);

// mjml takes most of a second to load, all of it in the process's one thread: loaded on demand,
// so that the tests and the CLI, which build the app without serving it, never pay for it.
const loadMjml = () => import('mjml');
let mjml: ReturnType<typeof loadMjml> | undefined;

/**
 * Loads MJML before the first mail needs it. At its first mail a server stalled for over a
 * second while MJML loaded, and at a campaign's launch every request waited behind the first
 * invitation (docs/jobs.md, "Benchmark"); a serving process pays it once, as it starts.
 */
export function preloadMjml(): Promise<unknown> {
  mjml ??= loadMjml();
  return mjml;
}

/**
 * The HTML of a content, through MJML. Strict validation makes a broken layout throw, so the
 * tests that render a mail catch it; every value is escaped, since names and company names
 * are what people typed.
 */
async function renderMjml(content: MailContent): Promise<string> {
  const e = escapeHtml;
  const logo = loadableLogo(content.company.logo);
  const paragraph = (text: string) => `<mj-text>${e(text)}</mj-text>`;
  const header = logo
    ? `<mj-image src="${e(logo)}" alt="${e(content.company.name)}" width="160px" align="left" padding="0 25px" />`
    : `<mj-text font-size="20px" font-weight="bold" padding="0 25px">${e(content.company.name)}</mj-text>`;
  const source = `
<mjml lang="${content.lang}">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1a202c" />
      <mj-button background-color="#b8392a" color="#ffffff" font-size="15px" border-radius="4px" align="left" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f5">
    <mj-section padding="24px 0 16px">
      <mj-column>${header}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 0">
      <mj-column>
        ${content.intro.map(paragraph).join('\n        ')}
        <mj-button href="${e(content.action.url)}">${e(content.action.label)}</mj-button>
        ${content.outro.map(paragraph).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#52525b">${e(footer(content))}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  mjml ??= loadMjml();
  const mjml2html = (await mjml).default;
  // No web fonts: fetching one when the mail is opened would tell their host who read it.
  // No mj-include: a mail is built from this string alone, never from files.
  const { html } = await mjml2html(source, { validationLevel: 'strict', fonts: {}, keepComments: false, ignoreIncludes: true });
  return html;
}

/** A place in a rendered layout where one mail's own text goes; letters and digits, which MJML passes through. */
const SLOT = /SKILLUPSLOT([A-Z][0-9]*)X/g;
const slot = (name: string) => `SKILLUPSLOT${name}X`;

/**
 * What mails of the same shape share (language, sender, company, button, number of
 * paragraphs), with a slot for each text that changes from one person to the next.
 */
function shapeOf(content: MailContent): { key: string; template: MailContent; values: Map<string, string> } {
  const values = new Map<string, string>();
  const put = (name: string, value: string) => {
    values.set(name, value);
    return slot(name);
  };
  const template: MailContent = {
    ...content,
    subject: put('S', content.subject),
    intro: content.intro.map((text, i) => put(`I${i}`, text)),
    outro: content.outro.map((text, i) => put(`O${i}`, text)),
    action: { label: content.action.label, url: put('U', content.action.url) },
  };
  const key = JSON.stringify([content.lang, content.from, content.company, content.action.label, content.intro.length, content.outro.length]);
  return { key, template, values };
}

/**
 * Layouts rendered, by shape. MJML takes a millisecond or two of the event loop per mail, and
 * a campaign's ten thousand invitations have a handful of shapes: rendering each once keeps a
 * batch of mails from holding up the requests of the people using the app.
 */
const layouts = new Map<string, Promise<string>>();
const MAX_LAYOUTS = 200;

/** The HTML part: the layout of the mail's shape, with this mail's texts escaped into its slots. */
export async function mailHtml(content: MailContent): Promise<string> {
  const { key, template, values } = shapeOf(content);
  let layout = layouts.get(key);
  if (!layout) {
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value!);
    layout = renderMjml(template);
    layouts.set(key, layout);
    // A layout that failed is not kept: the next mail tries again and fails in its own right.
    layout.catch(() => layouts.delete(key));
  }
  // One pass over the layout: a value that happens to look like a slot is left as it is.
  return (await layout).replace(SLOT, (token, name: string) => {
    const value = values.get(name);
    return value === undefined ? token : escapeHtml(value);
  });
}

/** The HTML part rendered on its own, without the layouts kept: what mailHtml must equal. */
export const mailHtmlUncached = renderMjml;

/** The plain-text part: the same content, with the link written out after the action's label. */
export function mailText(content: MailContent): string {
  return [
    content.company.name,
    ...content.intro,
    `${content.action.label}: ${content.action.url}`,
    ...content.outro,
    `-- \n${footer(content)}\n`,
  ].join('\n\n');
}
