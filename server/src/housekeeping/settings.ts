type Env = Record<string, string | undefined>;

/** What the daily housekeeping keeps, and for how long. */
export interface HousekeepingSettings {
  /** Client logs (POST /api/logs) older than this many days are deleted. */
  clientLogsKeepDays: number;
}

export const DEFAULT_HOUSEKEEPING: HousekeepingSettings = { clientLogsKeepDays: 30 };

export function loadHousekeepingSettings(env: Env): HousekeepingSettings {
  const raw = env.CLIENT_LOGS_KEEP_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_HOUSEKEEPING;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`CLIENT_LOGS_KEEP_DAYS must be a positive integer, got "${raw}"`);
  return { clientLogsKeepDays: days };
}
