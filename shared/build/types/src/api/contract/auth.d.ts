import { type Static } from '@sinclair/typebox';
export declare const User: import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
    firstName: import("@sinclair/typebox").TString;
    lastName: import("@sinclair/typebox").TString;
    username: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
    gender: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    role: import("@sinclair/typebox").TObject<{
        name: import("@sinclair/typebox").TString;
    }>;
    privacy: import("@sinclair/typebox").TBoolean;
    hasSSO: import("@sinclair/typebox").TBoolean;
    company: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        /** Shown in the header on desktop (SPEC §2.2), the logo when there is one. */
        name: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
        logo: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    }>;
    /** The user's saved interface language (it, en, es) or null when never chosen. */
    lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    permissions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
}>;
export type User = Static<typeof User>;
export declare const LoginRequest: import("@sinclair/typebox").TObject<{
    username: import("@sinclair/typebox").TString;
    password: import("@sinclair/typebox").TString;
    timezone: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
}>;
export type LoginRequest = Static<typeof LoginRequest>;
/** A signed-in user with their campaigns. */
export declare const LoginSuccess: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    user: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        firstName: import("@sinclair/typebox").TString;
        lastName: import("@sinclair/typebox").TString;
        username: import("@sinclair/typebox").TString;
        email: import("@sinclair/typebox").TString;
        gender: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        role: import("@sinclair/typebox").TObject<{
            name: import("@sinclair/typebox").TString;
        }>;
        privacy: import("@sinclair/typebox").TBoolean;
        hasSSO: import("@sinclair/typebox").TBoolean;
        company: import("@sinclair/typebox").TObject<{
            id: import("@sinclair/typebox").TInteger;
            /** Shown in the header on desktop (SPEC §2.2), the logo when there is one. */
            name: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
            logo: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
        }>;
        /** The user's saved interface language (it, en, es) or null when never chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        permissions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    }>;
    campaigns: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
        languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TString;
            name: import("@sinclair/typebox").TString;
            description: import("@sinclair/typebox").TString;
        }>>;
        user: import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
            accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        }>;
    }>>;
}>;
/** The password must be renewed first: the client goes to /new_password/:token/:email. */
export declare const LoginResetRequired: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    token: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
}>;
export declare const LoginResponse: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    user: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        firstName: import("@sinclair/typebox").TString;
        lastName: import("@sinclair/typebox").TString;
        username: import("@sinclair/typebox").TString;
        email: import("@sinclair/typebox").TString;
        gender: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        role: import("@sinclair/typebox").TObject<{
            name: import("@sinclair/typebox").TString;
        }>;
        privacy: import("@sinclair/typebox").TBoolean;
        hasSSO: import("@sinclair/typebox").TBoolean;
        company: import("@sinclair/typebox").TObject<{
            id: import("@sinclair/typebox").TInteger;
            /** Shown in the header on desktop (SPEC §2.2), the logo when there is one. */
            name: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
            logo: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
        }>;
        /** The user's saved interface language (it, en, es) or null when never chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        permissions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    }>;
    campaigns: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
        languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TString;
            name: import("@sinclair/typebox").TString;
            description: import("@sinclair/typebox").TString;
        }>>;
        user: import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
            accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        }>;
    }>>;
}>, import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    token: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
}>]>;
export type LoginSuccess = Static<typeof LoginSuccess>;
export type LoginResetRequired = Static<typeof LoginResetRequired>;
export type LoginResponse = Static<typeof LoginResponse>;
export declare const MeResponse: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    user: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        firstName: import("@sinclair/typebox").TString;
        lastName: import("@sinclair/typebox").TString;
        username: import("@sinclair/typebox").TString;
        email: import("@sinclair/typebox").TString;
        gender: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        role: import("@sinclair/typebox").TObject<{
            name: import("@sinclair/typebox").TString;
        }>;
        privacy: import("@sinclair/typebox").TBoolean;
        hasSSO: import("@sinclair/typebox").TBoolean;
        company: import("@sinclair/typebox").TObject<{
            id: import("@sinclair/typebox").TInteger;
            /** Shown in the header on desktop (SPEC §2.2), the logo when there is one. */
            name: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
            logo: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
        }>;
        /** The user's saved interface language (it, en, es) or null when never chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        permissions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    }>;
}>;
export type MeResponse = Static<typeof MeResponse>;
