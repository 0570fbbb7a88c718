import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RPC_ACTIONS, secondsLeft, type RpcAction, type RpcActions } from '@skillup/shared/activity/rpc-actions';
import { ApiError } from '../http/api-error';

export interface RpcContext {
  db: Kysely<Database>;
  userId: number;
  testId: number;
  now: Date;
}

/** A timed test lasts at most a day. */
const StartTimerData = Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 86_400 }) });
type StartTimerData = Static<typeof StartTimerData>;

const iso = (date: Date) => date.toISOString();

async function findTimer(ctx: RpcContext) {
  return ctx.db
    .selectFrom('test_timers')
    .where('user_id', '=', ctx.userId)
    .where('test_id', '=', ctx.testId)
    .select(['started_at', 'deadline'])
    .executeTakeFirst();
}

/**
 * The first call fixes the deadline; later calls (a reload, a second tab) get the same
 * one, so the time of a timed test cannot be reset from the browser.
 */
async function startTimer(ctx: RpcContext, data: unknown): Promise<RpcActions['startTimer']['result']> {
  if (!Value.Check(StartTimerData, data)) {
    throw new ApiError(400, 'BAD_REQUEST', 'startTimer needs data.seconds, a whole number of seconds from 1 to 86400');
  }
  const { seconds } = data as StartTimerData;
  await ctx.db
    .insertInto('test_timers')
    .values({
      user_id: ctx.userId,
      test_id: ctx.testId,
      started_at: ctx.now,
      deadline: new Date(ctx.now.getTime() + seconds * 1000),
    })
    .onConflict((oc) => oc.columns(['user_id', 'test_id']).doNothing())
    .execute();
  const timer = await findTimer(ctx);
  if (!timer) throw new Error('timer vanished right after it was stored');
  return { startedAt: iso(timer.started_at), deadline: iso(timer.deadline), now: iso(ctx.now) };
}

/** Null values when no timer was started: the activity decides whether to start one. */
async function remaining(ctx: RpcContext): Promise<RpcActions['remaining']['result']> {
  const timer = await findTimer(ctx);
  const now = iso(ctx.now);
  if (!timer) return { startedAt: null, deadline: null, now, remainingSeconds: null };
  return { startedAt: iso(timer.started_at), deadline: iso(timer.deadline), now, remainingSeconds: secondsLeft(iso(timer.deadline), now) };
}

async function serverTime(ctx: RpcContext): Promise<RpcActions['serverTime']['result']> {
  return { now: iso(ctx.now) };
}

/** The answers are typed by the contract the activities read (shared/src/activity/rpc-actions). */
const actions: { [A in RpcAction]: (ctx: RpcContext, data: unknown) => Promise<RpcActions[A]['result']> } = {
  startTimer,
  remaining,
  serverTime,
};

export function runRpcAction(action: string, ctx: RpcContext, data: unknown): Promise<unknown> {
  const run = Object.hasOwn(actions, action) ? actions[action as RpcAction] : undefined;
  if (!run) {
    throw new ApiError(422, 'UNKNOWN_ACTION', `unknown action '${action}': expected one of ${RPC_ACTIONS.join(', ')}`);
  }
  return run(ctx, data);
}
