import { Type, type Static } from '@sinclair/typebox';
import { UserCampaignListEntry } from './campaigns';
import { CampaignRemotes } from './remotes';

export const User = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  email: Type.String(),
  gender: Type.Union([Type.String(), Type.Null()]),
  role: Type.Object({ name: Type.String() }),
  privacy: Type.Boolean(),
  hasSSO: Type.Boolean(),
  company: Type.Object({
    id: Type.Integer(),
    /** Shown in the header on desktop (docs/behaviour.md §2.2), the logo when there is one. */
    name: Type.Optional(Type.String()),
    logo: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
  /** The user's saved interface language (it, en, es) or null when never chosen. */
  lang: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.String()),
});
export type User = Static<typeof User>;

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A signed-in user with their campaigns. */
export const LoginSuccess = Type.Object({
  status: Type.Literal(true),
  user: User,
  campaigns: Type.Array(UserCampaignListEntry),
  /**
   * With a single campaign, the one the login enters: its remotes, as GET /api/remotes
   * answers them, so its first area starts loading without that round trip.
   */
  remotes: Type.Optional(CampaignRemotes),
  /**
   * The areas this user may open that need no campaign, as GET /api/remotes without a campaign
   * answers them: the host mounts them and lands the user there right after sign-in.
   */
  areas: CampaignRemotes,
  /**
   * The path of the area among `areas` this sign-in lands on (docs/remotes.md), or null when
   * the campaigns decide: the server decides it, as it does for the HTML form and SSO.
   */
  landing: Type.Union([Type.String(), Type.Null()]),
});
/** The password must be renewed first: the client goes to /new_password/:token/:email. */
export const LoginResetRequired = Type.Object({
  status: Type.Literal(true),
  token: Type.String(),
  email: Type.String(),
});
export const LoginResponse = Type.Union([LoginSuccess, LoginResetRequired]);
export type LoginSuccess = Static<typeof LoginSuccess>;
export type LoginResetRequired = Static<typeof LoginResetRequired>;
export type LoginResponse = Static<typeof LoginResponse>;

export const MeResponse = Type.Object({ status: Type.Literal(true), user: User });
export type MeResponse = Static<typeof MeResponse>;

export const Email = Type.String({ minLength: 3, maxLength: 254 });

export const SendPasswordResetRequest = Type.Object({ email: Email });
export type SendPasswordResetRequest = Static<typeof SendPasswordResetRequest>;
/** The same answer for known and unknown addresses, so the call tells nobody who has an account. */
export const SendPasswordResetResponse = Type.Object({ status: Type.Literal(true), message: Type.String() });
export type SendPasswordResetResponse = Static<typeof SendPasswordResetResponse>;

export const ResetPasswordRequest = Type.Object({
  email: Email,
  token: Type.String({ minLength: 1, maxLength: 512 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  password_confirmation: Type.String({ minLength: 1, maxLength: 1024 }),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = Type.Object({ status: Type.Literal(true), username: Type.String() });
export type ResetPasswordResponse = Static<typeof ResetPasswordResponse>;

export const CheckTokenRequest = Type.Object({
  email: Email,
  token: Type.String({ minLength: 1, maxLength: 512 }),
});
export type CheckTokenRequest = Static<typeof CheckTokenRequest>;
/** docs/behaviour.md §2.5: status true shows the form; INVALID_USER and INVALID_TOKEN send the user to login. */
export const CheckTokenResponse = Type.Object({
  data: Type.Object({
    status: Type.Boolean(),
    code: Type.Optional(Type.Union([Type.Literal('INVALID_USER'), Type.Literal('INVALID_TOKEN')])),
    username: Type.Optional(Type.String()),
  }),
});
export type CheckTokenResponse = Static<typeof CheckTokenResponse>;

/** The privacy notice of the user's selected campaign, sanitised HTML (docs/behaviour.md §2.6). */
export const PrivacyAgreementResponse = Type.Object({ status: Type.Literal(true), privacy: Type.String() });
export type PrivacyAgreementResponse = Static<typeof PrivacyAgreementResponse>;

/** The start of a sign-in through the company's provider: the browser's zone, kept for the account (docs/jobs.md, "Reminder schedule"). */
export const SsoStartQuery = Type.Object({ timezone: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });
export type SsoStartQuery = Static<typeof SsoStartQuery>;
