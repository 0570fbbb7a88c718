import { type Static } from '@sinclair/typebox';
export declare const TestStatus: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"not attempted">, import("@sinclair/typebox").TLiteral<"incomplete">, import("@sinclair/typebox").TLiteral<"complete">]>;
export type TestStatus = Static<typeof TestStatus>;
/** A test (task) of a campaign with the signed-in user's progress on it (SPEC §3, Test/task). */
export declare const UserTest: import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
    name: import("@sinclair/typebox").TString;
    description: import("@sinclair/typebox").TString;
    instructions: import("@sinclair/typebox").TString;
    abbreviation: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    position: import("@sinclair/typebox").TInteger;
    /** Path of the activity under the test base URL /tests/. */
    url: import("@sinclair/typebox").TString;
    img: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    companyId: import("@sinclair/typebox").TInteger;
    status: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"not attempted">, import("@sinclair/typebox").TLiteral<"incomplete">, import("@sinclair/typebox").TLiteral<"complete">]>;
    repeatable: import("@sinclair/typebox").TBoolean;
    legacy: import("@sinclair/typebox").TBoolean;
    /** dd/MM/yyyy, calendar theme only. */
    startDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    prerequisites: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TInteger>;
    duration: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TInteger, import("@sinclair/typebox").TNull]>;
    color: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    hasTimer: import("@sinclair/typebox").TBoolean;
    exitMessage: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    jsonData: import("@sinclair/typebox").TRecord<import("@sinclair/typebox").TString, import("@sinclair/typebox").TUnknown>;
}>;
export type UserTest = Static<typeof UserTest>;
export declare const UserTestsResponse: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    usertests: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        name: import("@sinclair/typebox").TString;
        description: import("@sinclair/typebox").TString;
        instructions: import("@sinclair/typebox").TString;
        abbreviation: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        position: import("@sinclair/typebox").TInteger;
        /** Path of the activity under the test base URL /tests/. */
        url: import("@sinclair/typebox").TString;
        img: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        companyId: import("@sinclair/typebox").TInteger;
        status: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"not attempted">, import("@sinclair/typebox").TLiteral<"incomplete">, import("@sinclair/typebox").TLiteral<"complete">]>;
        repeatable: import("@sinclair/typebox").TBoolean;
        legacy: import("@sinclair/typebox").TBoolean;
        /** dd/MM/yyyy, calendar theme only. */
        startDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        prerequisites: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TInteger>;
        duration: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TInteger, import("@sinclair/typebox").TNull]>;
        color: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        hasTimer: import("@sinclair/typebox").TBoolean;
        exitMessage: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        jsonData: import("@sinclair/typebox").TRecord<import("@sinclair/typebox").TString, import("@sinclair/typebox").TUnknown>;
    }>>;
}>;
export type UserTestsResponse = Static<typeof UserTestsResponse>;
