import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals';
import { LANGUAGES } from './names';

/**
 * docs/behaviour.md §2.17, the account page: who one is, the language of what is written to one
 * outside a campaign, the password, and where one is signed in.
 */
export const AccountSession = Type.Object(
  {
    /** When the person signed in there. */
    startedAt: Type.String({ format: 'date-time' }),
    /** When it ends unless it is used again before. */
    expiresAt: Type.String({ format: 'date-time' }),
    /** The browser's own description of itself at sign-in, null when it sent none. */
    device: Type.Union([Type.String(), Type.Null()]),
    /** The session of the browser asking. */
    current: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AccountSession = Static<typeof AccountSession>;

export const AccountResponse = Type.Object(
  {
    status: Type.Literal(true),
    account: Type.Object(
      {
        firstName: Type.String(),
        lastName: Type.String(),
        email: Type.String(),
        /** The person's own language, null when never chosen. */
        lang: Type.Union([Type.Union(literals(LANGUAGES)), Type.Null()]),
        /** Signs in through the company's identity provider: no password of ours to change. */
        hasSSO: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /** Newest first. */
    sessions: Type.Array(AccountSession),
  },
  { additionalProperties: false },
);
export type AccountResponse = Static<typeof AccountResponse>;

export const AccountLanguageRequest = Type.Object({ lang: Type.Union(literals(LANGUAGES)) }, { additionalProperties: false });
export type AccountLanguageRequest = Static<typeof AccountLanguageRequest>;

/**
 * The new password follows the reset's rules (password.ts); a wrong current password is
 * refused with WRONG_PASSWORD and `errors.currentPassword`, and counts as a failed sign-in.
 */
export const ChangePasswordRequest = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    password_confirmation: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** How many sessions were ended: a new password and "sign out everywhere" end all the others. */
export const EndedSessionsResponse = Type.Object(
  { status: Type.Literal(true), ended: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type EndedSessionsResponse = Static<typeof EndedSessionsResponse>;
