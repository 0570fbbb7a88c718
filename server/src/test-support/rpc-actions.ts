import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
const secondsLeft = (deadline: Date, now: Date) => Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));

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
async function startTimer(ctx: RpcContext, data: unknown) {
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
  return { startedAt: iso(timer.started_at), deadline: iso(timer.deadline), remaining: secondsLeft(timer.deadline, ctx.now) };
}

/** Null values when no timer was started: the activity decides whether to start one. */
async function remaining(ctx: RpcContext) {
  const timer = await findTimer(ctx);
  if (!timer) return { remaining: null, deadline: null };
  return { remaining: secondsLeft(timer.deadline, ctx.now), deadline: iso(timer.deadline) };
}

async function serverTime(ctx: RpcContext) {
  return { now: iso(ctx.now) };
}

const actions: Record<string, (ctx: RpcContext, data: unknown) => Promise<unknown>> = { startTimer, remaining, serverTime };

export const RPC_ACTIONS = Object.keys(actions);

export function runRpcAction(action: string, ctx: RpcContext, data: unknown): Promise<unknown> {
  const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!run) {
    throw new ApiError(422, 'UNKNOWN_ACTION', `unknown action '${action}': expected one of ${RPC_ACTIONS.join(', ')}`);
  }
  return run(ctx, data);
}
