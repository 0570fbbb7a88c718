// A minimal host page for the browser test of the activities: it frames one activity and
// answers its test-support calls with the real bridge, keeping the run in memory the way
// the app's queue and server would. The query sets the run: activity, lang, assessor,
// hasTimer, repeatable, timerSeconds (overrides what the activity asks, to test expiry).
import type { Outcome, TestStatus } from '@skillup/shared/api/contract';
import { connectActivityFrame } from '@skillup/shared/activity';

interface Stored {
  version: number;
  testData: string | null;
  testStatus: TestStatus;
}

const query = new URLSearchParams(window.location.search);
const flag = (name: string) => query.get(name) === '1';
const activity = query.get('activity') ?? 'in-basket';
const userId = 7;

const state = {
  run: { version: 0, testData: null, testStatus: 'not attempted' } as Stored,
  outcomes: [] as Outcome[],
  assessed: { 21: { version: 3, testData: query.get('assessedData'), testStatus: 'complete' } as Stored },
  assessorOutcomes: {} as Record<number, Outcome[]>,
  timer: null as null | { startedAt: number; deadline: number },
  calls: [] as string[],
  confirmAnswer: true,
  exited: false,
};
(window as unknown as { harness: unknown }).harness = state;

const frame = document.createElement('iframe');
frame.title = 'activity';
frame.style.cssText = 'width:100%;height:95vh;border:0';
frame.src = `/tests/${activity}/index.html${query.has('noIds') ? '' : `?campaignId=1&testId=2&userId=${userId}`}`;

connectActivityFrame(frame, {
  async init() {
    state.calls.push('init');
    return {
      user: { id: userId, firstName: 'Anna', lastName: 'Rossi', role: flag('assessor') ? 'Assessor' : 'participant' },
      lang: query.get('lang') ?? 'it',
      test: {
        id: 2,
        name: query.get('name') ?? activity,
        abbreviation: 'XX',
        hasTimer: flag('hasTimer'),
        repeatable: flag('repeatable'),
        exitMessage: null,
      },
      assessor: flag('assessor'),
      sync: { ...state.run },
    };
  },
  async getSync() {
    state.calls.push('getSync');
    return { ...state.run };
  },
  async setStatus({ status }) {
    state.calls.push(`setStatus:${status}`);
    state.run = { ...state.run, testStatus: status, version: state.run.version + 1 };
    return { version: state.run.version };
  },
  async setData({ data }) {
    state.calls.push('setData');
    state.run = { ...state.run, testData: data, version: state.run.version + 1 };
    return { version: state.run.version };
  },
  async trackOutcomes({ values }) {
    state.calls.push('trackOutcomes');
    state.outcomes = values;
    return { version: state.run.version };
  },
  async rpc({ action, data }) {
    state.calls.push(`rpc:${action}`);
    const now = Date.now();
    const iso = (t: number) => new Date(t).toISOString();
    if (action === 'startTimer') {
      const seconds = Number(query.get('timerSeconds') ?? (data as { seconds: number }).seconds);
      state.timer ??= { startedAt: now, deadline: now + seconds * 1000 };
      return { startedAt: iso(state.timer.startedAt), deadline: iso(state.timer.deadline), now: iso(now) };
    }
    if (action === 'remaining') {
      if (!state.timer) return { startedAt: null, deadline: null, now: iso(now), remainingSeconds: null };
      return {
        startedAt: iso(state.timer.startedAt),
        deadline: iso(state.timer.deadline),
        now: iso(now),
        remainingSeconds: Math.max(0, Math.ceil((state.timer.deadline - now) / 1000)),
      };
    }
    throw new Error(`Unknown rpc action: ${action}`);
  },
  async getSamples() {
    return [{ id: 21, firstName: 'Marco', lastName: 'Bianchi', email: 'marco.bianchi@demo.skillup.test' }];
  },
  async getAssessedOutcomes() {
    return [{ userId: 21, outcomes: [{ name: 'overall', value: 3.5 }], assessorOutcomes: state.assessorOutcomes[21] ?? [] }];
  },
  async setAssessedOutcomes({ userId: assessed, values }) {
    state.assessorOutcomes[assessed] = values;
    return { status: true };
  },
  async getAssessedStore({ userId: assessed }) {
    const stored = state.assessed[assessed as 21];
    if (!stored) throw new Error('Assessed store error / retrieval error');
    return stored;
  },
  async confirm() {
    state.calls.push('confirm');
    return state.confirmAnswer;
  },
  async exit() {
    state.calls.push('exit');
    state.exited = true;
    return { status: true };
  },
});
document.body.append(frame);
