import {
  CHALLENGE_LINK_KEYS,
  CHALLENGE_SECTIONS,
  THEME_REMOTE,
  type AdminChallenge,
  type AdminChallengeLink,
  type AdminStoredChallenge,
  type ChallengeLinkKey,
  type Theme,
} from '@skillup/shared/api/contract';

/** A campaign has a challenge to edit when its theme is the one the challenge remote renders. */
export const isChallengeTheme = (theme: Theme) => THEME_REMOTE[theme] === 'challenge';

/** The contract's section id: what the participant's data keys the section by. */
export const SECTION_ID = /^[a-z][a-z0-9-]{0,39}$/;

export const LINK_FIELDS = ['url', 'title', 'description', 'category', 'image'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

let lastKey = 0;
/** Keeps a section the same element of the page while the list moves around it. */
const newKey = () => `s${++lastKey}`;

export interface SectionDraft {
  key: string;
  id: string;
  name: string;
  description: string;
  motivation: string;
  /** Test ids, in the order the section shows them. */
  tests: number[];
}

export type LinkDraft = Record<LinkField, string>;

export interface ChallengeDraft {
  intro: { title: string; text: string };
  outro: { title: string; text: string };
  sections: SectionDraft[];
  links: Record<ChallengeLinkKey, LinkDraft>;
}

export const emptySection = (): SectionDraft => ({ key: newKey(), id: '', name: '', description: '', motivation: '', tests: [] });

const linkDraftOf = (link: AdminChallengeLink | undefined): LinkDraft => ({
  url: link?.url ?? '',
  title: link?.title ?? '',
  description: link?.description ?? '',
  category: link?.category ?? '',
  image: link?.image ?? '',
});

/** The form's values: the challenge as stored (any number of sections), or four empty sections before there is one. */
export function challengeDraftOf(challenge: AdminStoredChallenge | null): ChallengeDraft {
  const links = Object.fromEntries(CHALLENGE_LINK_KEYS.map((key) => [key, linkDraftOf(challenge?.links[key])])) as Record<
    ChallengeLinkKey,
    LinkDraft
  >;
  if (!challenge) {
    return {
      intro: { title: '', text: '' },
      outro: { title: '', text: '' },
      sections: Array.from({ length: CHALLENGE_SECTIONS }, emptySection),
      links,
    };
  }
  return {
    intro: { ...challenge.intro },
    outro: { ...challenge.outro },
    sections: challenge.sections.map((section) => ({ ...section, key: newKey(), tests: [...section.tests] })),
    links,
  };
}

const isBlank = (link: LinkDraft) => LINK_FIELDS.every((field) => link[field].trim() === '');

function linkOf(link: LinkDraft): AdminChallengeLink {
  const result: AdminChallengeLink = { url: link.url.trim() };
  for (const field of ['title', 'description', 'category', 'image'] as const) {
    const value = link[field].trim();
    if (value) result[field] = value;
  }
  return result;
}

/** The body of the PUT: the whole challenge, sections in the order shown; a link left blank is not offered. */
export function requestOf(draft: ChallengeDraft): AdminChallenge {
  const links: AdminChallenge['links'] = {};
  for (const key of CHALLENGE_LINK_KEYS) {
    if (!isBlank(draft.links[key])) links[key] = linkOf(draft.links[key]);
  }
  return {
    intro: { title: draft.intro.title.trim(), text: draft.intro.text.trim() },
    outro: { title: draft.outro.title.trim(), text: draft.outro.text.trim() },
    sections: draft.sections.map((section) => ({
      id: section.id.trim(),
      name: section.name.trim(),
      description: section.description.trim(),
      motivation: section.motivation.trim(),
      tests: [...section.tests],
    })),
    links,
  };
}

/** Ids of the form's controls, so that the first one to correct can take the focus. */
export const fieldId = {
  story: (story: 'intro' | 'outro', field: 'title' | 'text') => `challenge-${story}-${field}`,
  section: (key: string, field: 'id' | 'name' | 'description' | 'motivation') => `${key}-${field}`,
  link: (key: ChallengeLinkKey, field: LinkField) => `link-${key}-${field}`,
};

/** What is wrong with a field, by the id of its field. */
export type DraftErrors = Record<string, 'sectionId' | 'duplicateId' | 'url'>;

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * What the server would refuse and the form can say beside its field: section ids, a section id
 * twice, a link's address. The number of sections is said apart (sectionCountWrong).
 */
export function validateDraft(draft: ChallengeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const seen = new Set<string>();
  for (const section of draft.sections) {
    const id = section.id.trim();
    const field = fieldId.section(section.key, 'id');
    if (!SECTION_ID.test(id)) errors[field] = 'sectionId';
    else if (seen.has(id)) errors[field] = 'duplicateId';
    seen.add(id);
  }
  for (const key of CHALLENGE_LINK_KEYS) {
    const link = draft.links[key];
    if (isBlank(link)) continue;
    if (!HTTP_URL.test(link.url.trim())) errors[fieldId.link(key, 'url')] = 'url';
    if (link.image.trim() && !HTTP_URL.test(link.image.trim())) errors[fieldId.link(key, 'image')] = 'url';
  }
  return errors;
}

export const sectionCountWrong = (draft: ChallengeDraft) => draft.sections.length !== CHALLENGE_SECTIONS;

/** The sections with `testId` placed last in the section at `index`, taken out of any other. */
export function placed(sections: readonly SectionDraft[], index: number, testId: number): SectionDraft[] {
  return sections.map((section, at) => {
    const rest = section.tests.filter((id) => id !== testId);
    return at === index ? { ...section, tests: [...rest, testId] } : { ...section, tests: rest };
  });
}
