import { Type, type Static } from '@sinclair/typebox';
import { AdminUrl } from './admin-campaigns';
import { RowId } from './common';

/**
 * What a challenge campaign (theme `ferrari-academy`) shows around its tests, as HR edits it
 * under /api/admin/campaigns/{id}/challenge (docs/areas/admin.md, "The challenge"): the intro
 * and outro, the four sections with their tests and motivation, and the documents' links. The
 * participant's side reads the same fields from the campaign's data (docs/behaviour.md §2.11).
 */

/** The documents page's links (docs/behaviour.md §2.11): corporate, news, highlights. */
export const CHALLENGE_LINK_KEYS = ['about', 'history', 'reports', 'strategy', 'news', 'press', 'magazine', 'sculpture', 'yearbook'] as const;
export type ChallengeLinkKey = (typeof CHALLENGE_LINK_KEYS)[number];

/** docs/behaviour.md §2.11: the challenge has four sections, the fourth the personal one. */
export const CHALLENGE_SECTIONS = 4;

const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

export const AdminChallengeStory = Type.Object({ title: Text(200), text: Text(4000) });
export type AdminChallengeStory = Static<typeof AdminChallengeStory>;

export const AdminChallengeSection = Type.Object({
  /** The section's key in the campaign data: lower-case letters, digits and dashes. */
  id: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
  name: Text(200),
  description: Text(2000),
  /** The message above the ring while this is the current section. */
  motivation: Text(1000),
  /** Tests of the campaign, in the order the section shows them; a test is in one section at most. */
  tests: Type.Array(RowId, { maxItems: 100 }),
});
export type AdminChallengeSection = Static<typeof AdminChallengeSection>;

/** A link of the documents page: an http(s) address and, optionally, the texts of its card. */
export const AdminChallengeLink = Type.Object({
  url: AdminUrl,
  title: Type.Optional(Text(200)),
  description: Type.Optional(Text(1000)),
  category: Type.Optional(Text(100)),
  image: Type.Optional(AdminUrl),
});
export type AdminChallengeLink = Static<typeof AdminChallengeLink>;

const challengeFields = {
  intro: AdminChallengeStory,
  outro: AdminChallengeStory,
  /** A link left out is not offered. */
  links: Type.Partial(
    Type.Object(
      Object.fromEntries(CHALLENGE_LINK_KEYS.map((key) => [key, AdminChallengeLink])) as Record<ChallengeLinkKey, typeof AdminChallengeLink>,
    ),
  ),
};

/** PUT …/challenge: every field, with exactly the four sections. */
export const AdminChallenge = Type.Object({
  ...challengeFields,
  sections: Type.Array(AdminChallengeSection, { minItems: CHALLENGE_SECTIONS, maxItems: CHALLENGE_SECTIONS }),
});
export type AdminChallenge = Static<typeof AdminChallenge>;

/**
 * The challenge as stored: data written before the editor (or by hand) may hold another number
 * of sections, or ids the editor would not accept; they are shown as they are, for HR to mend.
 */
export const AdminStoredChallenge = Type.Object({
  ...challengeFields,
  sections: Type.Array(Type.Object({ ...AdminChallengeSection.properties, id: Type.String() })),
});
export type AdminStoredChallenge = Static<typeof AdminStoredChallenge>;

/** GET and PUT …/challenge: null while the campaign data holds no sections yet. */
export const AdminChallengeResponse = Type.Object({ challenge: Type.Union([AdminStoredChallenge, Type.Null()]) });
export type AdminChallengeResponse = Static<typeof AdminChallengeResponse>;

/**
 * Refusals beside the generic ones: NOT_CHALLENGE (the campaign's theme is not the challenge's),
 * DUPLICATE_SECTION (two sections with one id), UNKNOWN_TEST (a test not of this campaign),
 * TEST_IN_TWO_SECTIONS. CAMPAIGN_NOT_FOUND as elsewhere.
 */
export const ADMIN_CHALLENGE_ERROR_CODES = [
  'CAMPAIGN_NOT_FOUND',
  'NOT_CHALLENGE',
  'DUPLICATE_SECTION',
  'UNKNOWN_TEST',
  'TEST_IN_TWO_SECTIONS',
] as const;
export type AdminChallengeErrorCode = (typeof ADMIN_CHALLENGE_ERROR_CODES)[number];
