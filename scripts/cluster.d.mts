export const NGINX_TEMPLATE: string;
export const DEFAULT_PORT: number;

export function renderNginxConfig(
  template: string,
  values: { runDir: string; listen: string; activitiesListen: string; replicas: { app: string; activities: string }[] },
): string;

export interface Replica {
  name: string;
  index: number;
  /** Its PORT and ACTIVITIES_PORT, which nginx proxies to. */
  port: number;
  activitiesPort: number;
  /** The replica itself, past nginx. */
  url: string;
  dataDir: string;
  /** Its output (Fastify's JSON log), kept across restarts. */
  log: string;
  env: Record<string, string>;
  /** The running process's id; another one after restart(). */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Ends the process, with SIGKILL unless told otherwise, and resolves once it has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stops it gracefully if it runs, starts it again and resolves once it answers. */
  restart: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

export interface Cluster {
  /** nginx's address for the app: every replica's PUBLIC_URL. */
  url: string;
  /** nginx's address for the activities: every replica's ACTIVITIES_URL. */
  activitiesUrl: string;
  /** nginx's configuration, pid, logs and buffers, and the replicas' logs. */
  runDir: string;
  dataDir: string;
  storeDir: string;
  /** One line per request: `"GET /path HTTP/1.1" 200 … upstream=<host:port>[, <host:port>] upstream_status=… time=…`. */
  accessLog: string;
  errorLog: string;
  replicas: Replica[];
  readonly nginxPid: number | undefined;
  /** The operations CLI (server/dist/cli.js) through the proxy. */
  cli: (...args: string[]) => Promise<{ stdout: string; stderr: string }>;
  stop: () => Promise<void>;
}

export function startCluster(options: {
  databaseUrl: string;
  /** nginx's port for the app (default 18080); 0 chooses every port free. */
  port?: number;
  activitiesPort?: number;
  replicas?: number;
  replicaPorts?: { port: number; activitiesPort: number }[];
  publicUrl?: string;
  dataDir?: string;
  storeDir?: string;
  env?: Record<string, string>;
  publish?: boolean;
  rebuildChanged?: boolean;
  startTimeoutMs?: number;
  onExit?: (name: string, code: number | null, signal: string | null) => void;
}): Promise<Cluster>;
