import { Type, type Static } from '@sinclair/typebox';

/** docs/behaviour.md §7.5: the log item travels as a JSON string. */
export const LogRequest = Type.Object({ data: Type.String({ minLength: 1, maxLength: 65536 }) });
export type LogRequest = Static<typeof LogRequest>;

/** What the host logs when it had to fall back from a campaign's remote version. */
export interface RemoteFallbackLog {
  kind: 'remote-fallback';
  remote: string;
  /** null for an area that needs no campaign (docs/remotes.md). */
  campaignId: number | null;
  failedVersion: string;
  fallbackVersion: string | null;
  error: string;
}
