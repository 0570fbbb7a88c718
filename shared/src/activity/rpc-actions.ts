/**
 * The rpc actions the activities rely on (POST /v2/rpc/{campaignId}/{testId} with
 * {action, data}; docs/behaviour.md §7.5). The server answers them for the signed-in user of that
 * campaign and test; times are ISO 8601 strings of the server clock, and `now` lets the
 * activity measure against the server instead of a possibly wrong local clock.
 */
export interface RpcActions {
  /**
   * Starts the countdown of a timed test. Idempotent: when a timer already exists for this
   * user and test, the first one is answered unchanged, so a reload never restarts it.
   * `seconds` is a whole number from 1 to 86400.
   */
  startTimer: {
    data: { seconds: number };
    result: { startedAt: string; deadline: string; now: string };
  };
  /** Where the countdown is: `deadline` null when it was never started. */
  remaining: {
    data: undefined;
    result: { startedAt: string | null; deadline: string | null; now: string; remainingSeconds: number | null };
  };

  /** The server's clock, for activities that measure time themselves. */
  serverTime: {
    data: undefined;
    result: { now: string };
  };
}
export type RpcAction = keyof RpcActions;

export const RPC_ACTIONS: readonly RpcAction[] = ['startTimer', 'remaining', 'serverTime'];

/** Seconds left at `now`, never below zero, rounded up so 0.2 s left still shows as 1. */
export function secondsLeft(deadline: string, now: string): number {
  const ms = Date.parse(deadline) - Date.parse(now);
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
}
