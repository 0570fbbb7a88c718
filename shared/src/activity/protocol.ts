import type { AssessedOutcome, Outcome, Sample, TestStatus, TestSyncData } from '../api/contract';
import type { SaveStatus } from '../queue/saveStatus';

/**
 * The test-support API between an activity (in a sandboxed frame under /tests/) and the
 * host (docs/behaviour.md §5, §6, §7.5). Every message crosses the frame by postMessage, tagged with
 * this channel; the host answers each request by id. Nothing else of the host is reachable.
 */
export const ACTIVITY_CHANNEL = 'skillup-activity/1';

export interface ActivityInitParams {
  campaignId: number;
  testId: number;
  userId: number;
}

/** What an activity learns about its run when it initialises. */
export interface ActivityContext {
  user: { id: number; firstName: string; lastName: string; role: string };
  /** Interface language of the campaign for this user: it, en or es. */
  lang: string;
  test: {
    id: number;
    name: string;
    abbreviation: string | null;
    hasTimer: boolean;
    repeatable: boolean;
    exitMessage: string | null;
  };
  /** Staff roles get the assessor calls; they never get a participant's lock. */
  assessor: boolean;
  /** Local cache or server, whichever is newer (docs/behaviour.md §4). */
  sync: TestSyncData;
}

/** Each method of the API: its parameters and what the host answers. */
export interface ActivityMethods {
  init: { params: ActivityInitParams; result: ActivityContext };
  getSync: { params: undefined; result: TestSyncData };
  setStatus: { params: { status: TestStatus }; result: { version: number } };
  setData: { params: { data: string }; result: { version: number } };
  trackOutcomes: { params: { values: Outcome[] }; result: { version: number } };
  rpc: { params: { action: string; data?: unknown }; result: unknown };
  getSamples: { params: undefined; result: Sample[] };
  getAssessedOutcomes: { params: undefined; result: AssessedOutcome[] };
  setAssessedOutcomes: { params: { userId: number; values: Outcome[] }; result: { status: true } };
  getAssessedStore: { params: { userId: number }; result: TestSyncData };
  /** Ask the person to confirm (the host's dialog); 'Missing alert message data' when malformed. */
  confirm: { params: { title: string; text: string }; result: boolean };
  /** The activity is done and asks the host to close it. */
  exit: { params: undefined; result: { status: true } };
}
export type ActivityMethod = keyof ActivityMethods;

export interface ActivityRequest<M extends ActivityMethod = ActivityMethod> {
  channel: typeof ACTIVITY_CHANNEL;
  id: number;
  method: M;
  params: ActivityMethods[M]['params'];
}

export interface ActivityError {
  code: string;
  message: string;
}

export type ActivityResponse<M extends ActivityMethod = ActivityMethod> =
  | { channel: typeof ACTIVITY_CHANNEL; id: number; ok: true; result: ActivityMethods[M]['result'] }
  | { channel: typeof ACTIVITY_CHANNEL; id: number; ok: false; error: ActivityError };

/**
 * What the host tells the frame unasked: where the participant's work is (docs/queue.md §9).
 * It carries no id; the frame shows it instead of guessing from its own calls.
 */
export interface ActivitySaveStatusEvent {
  channel: typeof ACTIVITY_CHANNEL;
  event: 'saveStatus';
  status: SaveStatus;
}

/** The messages of docs/behaviour.md §5 and §8 an activity may receive as errors. */
export const ACTIVITY_ERRORS = {
  notInitialised: 'Skillup API not initialized',
  invalidTracking: 'Invalid tracking data',
  actionMissing: 'action not provided',
  noUserId: 'no user id defined',
  missingAlert: 'Missing alert message data',
  initFailed: 'Skillup API initialization error',
  assessedOutcomes: 'Assessed outcomes retrieval error',
  assessedTracking: 'Assessed tracking error',
  assessedStore: 'Assessed store error / retrieval error',
  notFramed: 'Skillup API must run inside the Skillup test frame',
  malformedRequest: 'Malformed Skillup API request',
  unknownMethod: 'Unknown Skillup API method',
  invalidStatus: "Invalid test status: expected 'not attempted', 'incomplete' or 'complete'",
  invalidData: 'Invalid test data: a string is required',
  invalidOutcomes: 'Invalid outcomes: a list of {name, value} with a name and a finite number is required',
  handlerFailed: 'Skillup API call failed',
} as const;

/** Methods whose answer waits for a person (a dialog), so they are not timed out. */
export const UNTIMED_METHODS: readonly ActivityMethod[] = ['confirm'];

export const ACTIVITY_METHODS: readonly ActivityMethod[] = [
  'init',
  'getSync',
  'setStatus',
  'setData',
  'trackOutcomes',
  'rpc',
  'getSamples',
  'getAssessedOutcomes',
  'setAssessedOutcomes',
  'getAssessedStore',
  'confirm',
  'exit',
];
