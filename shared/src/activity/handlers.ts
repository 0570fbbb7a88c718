import type { TestStatus, TestSyncData, UserTest } from '../api/contract';
import { isApiError } from '../api/errors';
import { callRpc, fetchAssessedOutcomes, fetchAssessedStore, fetchSamples, fetchTestSync, postAssessedOutcomes } from '../api/testSupport';
import { EMPTY_TEST, type CachedTest } from '../queue/cache';
import { getQueue } from '../queue/default';
import type { TestRef } from '../queue/item';
import type { ActivityHandlers } from './host-bridge';
import { ACTIVITY_ERRORS, type ActivityContext, type ActivityMethods } from './protocol';

/** One run of one test by the signed-in user, as the test page knows it. */
export interface ActivityRun {
  user: { id: number; firstName: string; lastName: string; role: string };
  campaignId: number;
  lang: string;
  test: UserTest;
  assessor: boolean;
  /** The host's dialog (docs/behaviour.md §2.9); resolves with the person's answer. */
  confirm: (params: ActivityMethods['confirm']['params']) => Promise<boolean>;
  /** A 'complete' status or tracked outcomes: the page marks the test complete and lets the person leave. */
  onComplete: () => void;
  onExit: () => void;
}

class ActivityCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const toSyncData = (entry: CachedTest): TestSyncData => ({
  version: entry.version,
  testData: entry.data === null || entry.data === undefined ? null : typeof entry.data === 'string' ? entry.data : JSON.stringify(entry.data),
  testStatus: entry.status,
});

/** Wraps a call of the assessor's kind into the error message docs/behaviour.md §8 gives it. */
async function asAssessorCall<T>(code: string, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ActivityCallError(code, isApiError(error) ? `${message}: ${error.message}` : message);
  }
}

/**
 * The host side of the test-support API: progress goes through the offline queue (cache
 * first, then the network), so an activity keeps working and loses nothing without a
 * connection; assessor reads and writes go straight to the server.
 */
export function createActivityHandlers(run: ActivityRun): ActivityHandlers {
  const ref: TestRef = { campaignId: run.campaignId, testId: run.test.id, userId: run.user.id };
  const queue = () => getQueue();

  const requireAssessor = () => {
    if (!run.assessor) throw new ActivityCallError('forbidden', 'Only assessors may read or rate assessed users');
  };

  return {
    async init(params) {
      if (params.campaignId !== ref.campaignId || params.testId !== ref.testId || params.userId !== ref.userId) {
        throw new ActivityCallError('invalid_tracking', ACTIVITY_ERRORS.invalidTracking);
      }
      let entry: CachedTest;
      try {
        entry = await queue().reconcile(ref, await fetchTestSync(ref.testId, ref.campaignId, ref.userId));
      } catch (error) {
        // Offline, or the server is down: the activity resumes from what this browser holds.
        const unreachable = isApiError(error) && (error.kind === 'offline' || error.kind === 'timeout' || (error.status ?? 0) >= 500);
        if (!unreachable) {
          throw new ActivityCallError('init_failed', ACTIVITY_ERRORS.initFailed);
        }
        entry = (await queue().cache.get(ref)) ?? EMPTY_TEST;
      }
      const context: ActivityContext = {
        user: run.user,
        lang: run.lang,
        test: {
          id: run.test.id,
          name: run.test.name,
          abbreviation: run.test.abbreviation,
          hasTimer: run.test.hasTimer,
          repeatable: run.test.repeatable,
          exitMessage: run.test.exitMessage,
        },
        assessor: run.assessor,
        sync: toSyncData(entry),
      };
      return context;
    },
    async getSync() {
      return toSyncData((await queue().cache.get(ref)) ?? EMPTY_TEST);
    },
    async setStatus({ status }: { status: TestStatus }) {
      const item = await queue().recordStatus(ref, status);
      if (status === 'complete') run.onComplete();
      return { version: item.version };
    },
    async setData({ data }) {
      return { version: (await queue().recordData(ref, data)).version };
    },
    async trackOutcomes({ values }) {
      const item = await queue().recordOutcomes(ref, values);
      run.onComplete();
      return { version: item.version };
    },
    async rpc({ action, data }) {
      try {
        return await callRpc(ref.campaignId, ref.testId, action, data);
      } catch (error) {
        if (isApiError(error) && (error.status === 502 || error.status === 503)) {
          throw new ActivityCallError('busy', 'The server is busy, try again in a moment');
        }
        throw new ActivityCallError('rpc_failed', isApiError(error) ? error.message : ACTIVITY_ERRORS.handlerFailed);
      }
    },
    async getSamples() {
      requireAssessor();
      return asAssessorCall('init_failed', ACTIVITY_ERRORS.initFailed, () => fetchSamples(ref.userId, ref.testId));
    },
    async getAssessedOutcomes() {
      requireAssessor();
      return asAssessorCall('assessed_outcomes', ACTIVITY_ERRORS.assessedOutcomes, () => fetchAssessedOutcomes(ref.testId, ref.campaignId));
    },
    async setAssessedOutcomes({ userId, values }) {
      requireAssessor();
      return asAssessorCall('assessed_tracking', ACTIVITY_ERRORS.assessedTracking, async () => {
        await postAssessedOutcomes(ref.campaignId, ref.testId, userId, values);
        return { status: true as const };
      });
    },
    async getAssessedStore({ userId }) {
      requireAssessor();
      return asAssessorCall('assessed_store', ACTIVITY_ERRORS.assessedStore, () => fetchAssessedStore(ref.testId, ref.campaignId, userId));
    },
    async confirm(params) {
      return run.confirm(params);
    },
    async exit() {
      run.onExit();
      return { status: true as const };
    },
  };
}
