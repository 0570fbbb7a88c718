export const repoRoot: string;

/** A TCP port nobody listens on at the moment of asking. */
export function freePort(): Promise<number>;

export interface AppServer {
  url: string;
  /** The separate origin the activities are served from (docs/security.md). */
  activitiesUrl: string;
  dataDir: string;
  storeDir: string;
  env: Record<string, string>;
  cli: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  stop: () => Promise<void>;
}

export function startAppServer(options?: {
  databaseUrl?: string;
  log?: boolean;
  env?: Record<string, string>;
  startTimeoutMs?: number;
  port?: number;
  activitiesPort?: number;
  publicUrl?: string;
}): Promise<AppServer>;
