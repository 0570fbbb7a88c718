export const repoRoot: string;

export interface AppServer {
  url: string;
  dataDir: string;
  storeDir: string;
  env: Record<string, string>;
  cli: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  stop: () => Promise<void>;
}

export function startAppServer(options?: { databaseUrl?: string; log?: boolean; env?: Record<string, string> }): Promise<AppServer>;
