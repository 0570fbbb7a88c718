import { type Static } from '@sinclair/typebox';
export declare const Theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
export type Theme = Static<typeof Theme>;
/** A campaign's name and description in one language. */
export declare const CampaignLanguage: import("@sinclair/typebox").TObject<{
    lang: import("@sinclair/typebox").TString;
    name: import("@sinclair/typebox").TString;
    description: import("@sinclair/typebox").TString;
}>;
export type CampaignLanguage = Static<typeof CampaignLanguage>;
export declare const CampaignUser: import("@sinclair/typebox").TObject<{
    /** Language the user chose for this campaign, null until chosen. */
    lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
    accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
}>;
export type CampaignUser = Static<typeof CampaignUser>;
export declare const UserCampaignListEntry: import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
    theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
    languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        lang: import("@sinclair/typebox").TString;
        name: import("@sinclair/typebox").TString;
        description: import("@sinclair/typebox").TString;
    }>>;
    user: import("@sinclair/typebox").TObject<{
        /** Language the user chose for this campaign, null until chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
        accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    }>;
}>;
export type UserCampaignListEntry = Static<typeof UserCampaignListEntry>;
export declare const UserCampaignListResponse: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
    theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
    languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        lang: import("@sinclair/typebox").TString;
        name: import("@sinclair/typebox").TString;
        description: import("@sinclair/typebox").TString;
    }>>;
    user: import("@sinclair/typebox").TObject<{
        /** Language the user chose for this campaign, null until chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
        accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    }>;
}>>;
export type UserCampaignListResponse = Static<typeof UserCampaignListResponse>;
export declare const CampaignState: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"ACTIVE">, import("@sinclair/typebox").TLiteral<"COMPLETED">, import("@sinclair/typebox").TLiteral<"REPORT">, import("@sinclair/typebox").TLiteral<"CLOSED">]>;
export type CampaignState = Static<typeof CampaignState>;
/** The selected campaign as the areas read it (SPEC §3, User campaign). */
export declare const UserCampaign: import("@sinclair/typebox").TObject<{
    id: import("@sinclair/typebox").TInteger;
    companyId: import("@sinclair/typebox").TInteger;
    lang: import("@sinclair/typebox").TString;
    theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
    state: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"ACTIVE">, import("@sinclair/typebox").TLiteral<"COMPLETED">, import("@sinclair/typebox").TLiteral<"REPORT">, import("@sinclair/typebox").TLiteral<"CLOSED">]>;
    reportStatus: import("@sinclair/typebox").TString;
    range360Num: import("@sinclair/typebox").TInteger;
    languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        lang: import("@sinclair/typebox").TString;
        name: import("@sinclair/typebox").TString;
        description: import("@sinclair/typebox").TString;
    }>>;
    /** Theme data: storage, intro, sections, links… (free-form JSON per theme). */
    data: import("@sinclair/typebox").TRecord<import("@sinclair/typebox").TString, import("@sinclair/typebox").TUnknown>;
    privacy: import("@sinclair/typebox").TBoolean;
    description: import("@sinclair/typebox").TString;
    onCompleteText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    dateStart: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    dateEnd: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    createdOn: import("@sinclair/typebox").TString;
    is360: import("@sinclair/typebox").TBoolean;
    self_evaluation: import("@sinclair/typebox").TBoolean;
    logo: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    noReportText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    user: import("@sinclair/typebox").TObject<{
        /** Language the user chose for this campaign, null until chosen. */
        lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
        accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    }>;
}>;
export type UserCampaign = Static<typeof UserCampaign>;
export declare const UserCampaignResponse: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    campaign: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        companyId: import("@sinclair/typebox").TInteger;
        lang: import("@sinclair/typebox").TString;
        theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
        state: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"ACTIVE">, import("@sinclair/typebox").TLiteral<"COMPLETED">, import("@sinclair/typebox").TLiteral<"REPORT">, import("@sinclair/typebox").TLiteral<"CLOSED">]>;
        reportStatus: import("@sinclair/typebox").TString;
        range360Num: import("@sinclair/typebox").TInteger;
        languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TString;
            name: import("@sinclair/typebox").TString;
            description: import("@sinclair/typebox").TString;
        }>>;
        /** Theme data: storage, intro, sections, links… (free-form JSON per theme). */
        data: import("@sinclair/typebox").TRecord<import("@sinclair/typebox").TString, import("@sinclair/typebox").TUnknown>;
        privacy: import("@sinclair/typebox").TBoolean;
        description: import("@sinclair/typebox").TString;
        onCompleteText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        dateStart: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        dateEnd: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        createdOn: import("@sinclair/typebox").TString;
        is360: import("@sinclair/typebox").TBoolean;
        self_evaluation: import("@sinclair/typebox").TBoolean;
        logo: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        noReportText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        user: import("@sinclair/typebox").TObject<{
            /** Language the user chose for this campaign, null until chosen. */
            lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
            /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
            accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        }>;
    }>;
}>;
export type UserCampaignResponse = Static<typeof UserCampaignResponse>;
export declare const SelectCampaignRequest: import("@sinclair/typebox").TObject<{
    lang: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"it">, import("@sinclair/typebox").TLiteral<"en">, import("@sinclair/typebox").TLiteral<"es">]>>;
}>;
export type SelectCampaignRequest = Static<typeof SelectCampaignRequest>;
export declare const SelectCampaignResponse: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TLiteral<true>;
    privacy: import("@sinclair/typebox").TBoolean;
    privacyAgreement: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    campaign: import("@sinclair/typebox").TObject<{
        id: import("@sinclair/typebox").TInteger;
        companyId: import("@sinclair/typebox").TInteger;
        lang: import("@sinclair/typebox").TString;
        theme: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"skillup">, import("@sinclair/typebox").TLiteral<"calendar">, import("@sinclair/typebox").TLiteral<"ferrari-academy">]>;
        state: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"ACTIVE">, import("@sinclair/typebox").TLiteral<"COMPLETED">, import("@sinclair/typebox").TLiteral<"REPORT">, import("@sinclair/typebox").TLiteral<"CLOSED">]>;
        reportStatus: import("@sinclair/typebox").TString;
        range360Num: import("@sinclair/typebox").TInteger;
        languages: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            lang: import("@sinclair/typebox").TString;
            name: import("@sinclair/typebox").TString;
            description: import("@sinclair/typebox").TString;
        }>>;
        /** Theme data: storage, intro, sections, links… (free-form JSON per theme). */
        data: import("@sinclair/typebox").TRecord<import("@sinclair/typebox").TString, import("@sinclair/typebox").TUnknown>;
        privacy: import("@sinclair/typebox").TBoolean;
        description: import("@sinclair/typebox").TString;
        onCompleteText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        dateStart: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        dateEnd: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        createdOn: import("@sinclair/typebox").TString;
        is360: import("@sinclair/typebox").TBoolean;
        self_evaluation: import("@sinclair/typebox").TBoolean;
        logo: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        noReportText: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        user: import("@sinclair/typebox").TObject<{
            /** Language the user chose for this campaign, null until chosen. */
            lang: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
            /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
            accessDate: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        }>;
    }>;
}>;
export type SelectCampaignResponse = Static<typeof SelectCampaignResponse>;
