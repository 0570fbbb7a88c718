import { type Static, type TLiteral } from '@sinclair/typebox';
import { REMOTE_NAMES } from './names';
export { REMOTE_NAMES, THEME_REMOTE } from './names';
export declare const RemoteName: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Semver-like version, safe as a folder name. */
export declare const RemoteVersion: import("@sinclair/typebox").TString;
export declare const RemoteRef: import("@sinclair/typebox").TObject<{
    version: import("@sinclair/typebox").TString;
    /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
    url: import("@sinclair/typebox").TString;
}>;
export type RemoteRef = Static<typeof RemoteRef>;
/** What the campaign loads, plus the remote's default version to fall back on. */
export declare const CampaignRemote: import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
    version: import("@sinclair/typebox").TString;
    /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
    url: import("@sinclair/typebox").TString;
}>, import("@sinclair/typebox").TObject<{
    fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
        version: import("@sinclair/typebox").TString;
        /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
        url: import("@sinclair/typebox").TString;
    }>, import("@sinclair/typebox").TNull]>;
}>]>;
export type CampaignRemote = Static<typeof CampaignRemote>;
export declare const RemotesResponse: import("@sinclair/typebox").TObject<{
    remotes: import("@sinclair/typebox").TObject<{
        taskroom: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
            url: import("@sinclair/typebox").TString;
        }>, import("@sinclair/typebox").TObject<{
            fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
                version: import("@sinclair/typebox").TString;
                /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
                url: import("@sinclair/typebox").TString;
            }>, import("@sinclair/typebox").TNull]>;
        }>]>>;
        calendar: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
            url: import("@sinclair/typebox").TString;
        }>, import("@sinclair/typebox").TObject<{
            fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
                version: import("@sinclair/typebox").TString;
                /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
                url: import("@sinclair/typebox").TString;
            }>, import("@sinclair/typebox").TNull]>;
        }>]>>;
        challenge: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
            url: import("@sinclair/typebox").TString;
        }>, import("@sinclair/typebox").TObject<{
            fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
                version: import("@sinclair/typebox").TString;
                /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
                url: import("@sinclair/typebox").TString;
            }>, import("@sinclair/typebox").TNull]>;
        }>]>>;
        360: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
            url: import("@sinclair/typebox").TString;
        }>, import("@sinclair/typebox").TObject<{
            fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
                version: import("@sinclair/typebox").TString;
                /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
                url: import("@sinclair/typebox").TString;
            }>, import("@sinclair/typebox").TNull]>;
        }>]>>;
        report: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TIntersect<[import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
            url: import("@sinclair/typebox").TString;
        }>, import("@sinclair/typebox").TObject<{
            fallback: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TObject<{
                version: import("@sinclair/typebox").TString;
                /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
                url: import("@sinclair/typebox").TString;
            }>, import("@sinclair/typebox").TNull]>;
        }>]>>;
    }>;
}>;
export type RemotesResponse = Static<typeof RemotesResponse>;
export declare const RemoteVersionInfo: import("@sinclair/typebox").TObject<{
    version: import("@sinclair/typebox").TString;
    /** sha256 over the version's files, so a republish with other content is refused. */
    hash: import("@sinclair/typebox").TString;
    publishedAt: import("@sinclair/typebox").TString;
}>;
export type RemoteVersionInfo = Static<typeof RemoteVersionInfo>;
export declare const RemoteListing: import("@sinclair/typebox").TObject<{
    name: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
    default: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    versions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        version: import("@sinclair/typebox").TString;
        /** sha256 over the version's files, so a republish with other content is refused. */
        hash: import("@sinclair/typebox").TString;
        publishedAt: import("@sinclair/typebox").TString;
    }>>;
    pins: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        campaignId: import("@sinclair/typebox").TInteger;
        version: import("@sinclair/typebox").TString;
    }>>;
}>;
export type RemoteListing = Static<typeof RemoteListing>;
export declare const RegistryResponse: import("@sinclair/typebox").TObject<{
    remotes: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        name: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
        default: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
        versions: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            version: import("@sinclair/typebox").TString;
            /** sha256 over the version's files, so a republish with other content is refused. */
            hash: import("@sinclair/typebox").TString;
            publishedAt: import("@sinclair/typebox").TString;
        }>>;
        pins: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
            campaignId: import("@sinclair/typebox").TInteger;
            version: import("@sinclair/typebox").TString;
        }>>;
    }>>;
}>;
export type RegistryResponse = Static<typeof RegistryResponse>;
export declare const RemoteParams: import("@sinclair/typebox").TObject<{
    remote: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
}>;
export declare const RemoteVersionParams: import("@sinclair/typebox").TObject<{
    remote: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
    version: import("@sinclair/typebox").TString;
}>;
export declare const RemotePinParams: import("@sinclair/typebox").TObject<{
    remote: import("@sinclair/typebox").TUnion<[TLiteral<"taskroom">, TLiteral<"calendar">, TLiteral<"challenge">, TLiteral<"360">, TLiteral<"report">]>;
    campaignId: import("@sinclair/typebox").TInteger;
}>;
/** The files of a built dist/<version>/ folder, uploaded whole. */
export declare const PublishRequest: import("@sinclair/typebox").TObject<{
    files: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TObject<{
        path: import("@sinclair/typebox").TString;
        /** base64 */
        content: import("@sinclair/typebox").TString;
    }>>;
}>;
export type PublishRequest = Static<typeof PublishRequest>;
export declare const PublishResponse: import("@sinclair/typebox").TObject<{
    status: TLiteral<true>;
    /** false when the same content was already published under this version. */
    created: import("@sinclair/typebox").TBoolean;
    version: import("@sinclair/typebox").TObject<{
        version: import("@sinclair/typebox").TString;
        /** sha256 over the version's files, so a republish with other content is refused. */
        hash: import("@sinclair/typebox").TString;
        publishedAt: import("@sinclair/typebox").TString;
    }>;
}>;
export type PublishResponse = Static<typeof PublishResponse>;
export declare const VersionRequest: import("@sinclair/typebox").TObject<{
    version: import("@sinclair/typebox").TString;
}>;
export type VersionRequest = Static<typeof VersionRequest>;
