import {
  CHALLENGE_LINK_KEYS,
  type AdminChallenge,
  type AdminChallengeLink,
  type AdminChallengeStory,
  type AdminStoredChallenge,
} from '@skillup/shared/api/contract';

/**
 * The challenge as the campaign data holds it (docs/behaviour.md §2.11): `intro`, `outro`,
 * `order` (section ids), `sections` by id, `links` by key. The participant's side reads it
 * defensively; HR's editor reads it the same way, so that stored JSON written by hand or by an
 * older release opens in the editor with what can be kept and nothing invented.
 */
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readStory(value: unknown): AdminChallengeStory {
  if (typeof value === 'string') return { title: '', text: value };
  return isObject(value) ? { title: text(value.title), text: text(value.text) } : { title: '', text: '' };
}

const HTTP = /^https?:\/\/\S+$/i;

function readLink(value: unknown): AdminChallengeLink | null {
  if (typeof value === 'string') return HTTP.test(value) ? { url: value } : null;
  if (!isObject(value) || typeof value.url !== 'string' || !HTTP.test(value.url)) return null;
  const link: AdminChallengeLink = { url: value.url };
  for (const key of ['title', 'description', 'category'] as const) if (typeof value[key] === 'string') link[key] = value[key];
  if (typeof value.image === 'string' && HTTP.test(value.image)) link.image = value.image;
  return link;
}

function readSection(id: string, value: unknown): AdminStoredChallenge['sections'][number] | null {
  if (!isObject(value)) return null;
  const tests = Array.isArray(value.tests) ? value.tests.filter((test): test is number => Number.isSafeInteger(test) && test > 0) : [];
  return { id, name: text(value.name), description: text(value.description), motivation: text(value.motivation), tests };
}

/** The challenge the data holds, or null when it holds no sections (a new campaign). */
export function readChallenge(data: Data): AdminStoredChallenge | null {
  const { order, sections } = data;
  if (!Array.isArray(order) || !isObject(sections)) return null;
  const read = order.flatMap((id) => readSection(String(id), sections[String(id)]) ?? []);
  const stored = isObject(data.links) ? data.links : {};
  const links: AdminStoredChallenge['links'] = {};
  for (const key of CHALLENGE_LINK_KEYS) {
    const link = readLink(stored[key]);
    if (link) links[key] = link;
  }
  return { intro: readStory(data.intro), outro: readStory(data.outro), sections: read, links };
}

/** The campaign data with the challenge replaced; keys the challenge does not own are kept. */
export function writeChallenge(data: Data, challenge: AdminChallenge): Data {
  return {
    ...data,
    intro: challenge.intro,
    outro: challenge.outro,
    order: challenge.sections.map((section) => section.id),
    sections: Object.fromEntries(challenge.sections.map(({ id, ...section }) => [id, section])),
    links: challenge.links,
  };
}
