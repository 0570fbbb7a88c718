import { type Static } from '@sinclair/typebox';
/** Every error the API answers with: a stable code for programs, a message for people. */
export declare const ErrorBody: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<false>;
    code: import("@sinclair/typebox").TString;
    message: import("@sinclair/typebox").TString;
}>;
export type ErrorBody = Static<typeof ErrorBody>;
export declare const StatusOk: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
}>;
export type StatusOk = Static<typeof StatusOk>;
export declare const IdParam: import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
}>;
export type IdParam = Static<typeof IdParam>;
export declare const CampaignIdQuery: import("@sinclair/typebox").TObject<{
    campaignId: import("@sinclair/typebox").TInteger;
}>;
export type CampaignIdQuery = Static<typeof CampaignIdQuery>;
