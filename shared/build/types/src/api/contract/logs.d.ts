import { type Static } from '@sinclair/typebox';
/** SPEC §7.5: the log item travels as a JSON string. */
export declare const LogRequest: import("@sinclair/typebox").TObject<{
    data: import("@sinclair/typebox").TString;
}>;
export type LogRequest = Static<typeof LogRequest>;
/** What the host logs when it had to fall back from a campaign's remote version. */
export interface RemoteFallbackLog {
    kind: 'remote-fallback';
    remote: string;
    campaignId: number;
    failedVersion: string;
    fallbackVersion: string | null;
    error: string;
}
