import { Type, type Static } from '@sinclair/typebox';
import { UserCampaignListEntry } from './campaigns';

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
    /** Shown in the header on desktop (SPEC §2.2), the logo when there is one. */
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
