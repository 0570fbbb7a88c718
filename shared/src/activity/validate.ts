import type { Outcome, TestStatus } from '../api/contract';
import { ACTIVITY_ERRORS, ACTIVITY_METHODS, type ActivityError, type ActivityMethod, type ActivityMethods } from './protocol';

/**
 * The parameter rules of the test-support API (docs/behaviour.md §5), checked by both ends: the frame
 * rejects before sending, the host never trusts what crosses the frame.
 */
export type Checked<M extends ActivityMethod> = { ok: true; params: ActivityMethods[M]['params'] } | { ok: false; error: ActivityError };

const STATUSES: readonly TestStatus[] = ['not attempted', 'incomplete', 'complete'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const isKnownMethod = (value: unknown): value is ActivityMethod =>
  typeof value === 'string' && (ACTIVITY_METHODS as readonly string[]).includes(value);

const isOutcome = (value: unknown): value is Outcome =>
  isRecord(value) &&
  isText(value.name) &&
  typeof value.value === 'number' &&
  Number.isFinite(value.value) &&
  (value.label === undefined || typeof value.label === 'string');

const fail = (message: string, code = 'invalid_params'): { ok: false; error: ActivityError } => ({
  ok: false,
  error: { code, message },
});

const field = (params: unknown, name: string): unknown => (isRecord(params) ? params[name] : undefined);

type Validators = { [M in ActivityMethod]: (params: unknown) => Checked<M> };

const none = () => ({ ok: true, params: undefined }) as const;

const validators: Validators = {
  init: (params) => {
    const campaignId = field(params, 'campaignId');
    const testId = field(params, 'testId');
    const userId = field(params, 'userId');
    if (!isId(campaignId) || !isId(testId) || !isId(userId)) return fail(ACTIVITY_ERRORS.invalidTracking);
    return { ok: true, params: { campaignId, testId, userId } };
  },
  getSync: none,
  setStatus: (params) => {
    const status = field(params, 'status');
    if (!STATUSES.includes(status as TestStatus)) return fail(ACTIVITY_ERRORS.invalidStatus);
    return { ok: true, params: { status: status as TestStatus } };
  },
  setData: (params) => {
    const data = field(params, 'data');
    if (typeof data !== 'string') return fail(ACTIVITY_ERRORS.invalidData);
    return { ok: true, params: { data } };
  },
  trackOutcomes: (params) => {
    const values = field(params, 'values');
    if (!Array.isArray(values) || !values.every(isOutcome)) return fail(ACTIVITY_ERRORS.invalidOutcomes);
    return { ok: true, params: { values } };
  },
  rpc: (params) => {
    const action = field(params, 'action');
    if (!isText(action)) return fail(ACTIVITY_ERRORS.actionMissing);
    const data = field(params, 'data');
    return { ok: true, params: data === undefined ? { action } : { action, data } };
  },
  getSamples: none,
  getAssessedOutcomes: none,
  setAssessedOutcomes: (params) => {
    const userId = field(params, 'userId');
    if (!isId(userId)) return fail(ACTIVITY_ERRORS.noUserId);
    const values = field(params, 'values');
    if (!Array.isArray(values) || !values.every(isOutcome)) return fail(ACTIVITY_ERRORS.invalidOutcomes);
    return { ok: true, params: { userId, values } };
  },
  getAssessedStore: (params) => {
    const userId = field(params, 'userId');
    if (!isId(userId)) return fail(ACTIVITY_ERRORS.noUserId);
    return { ok: true, params: { userId } };
  },
  confirm: (params) => {
    const title = field(params, 'title');
    const text = field(params, 'text');
    if (!isText(title) || !isText(text)) return fail(ACTIVITY_ERRORS.missingAlert);
    return { ok: true, params: { title, text } };
  },
  exit: none,
};

export function validateParams<M extends ActivityMethod>(method: M, params: unknown): Checked<M> {
  return (validators[method] as (p: unknown) => Checked<M>)(params);
}
