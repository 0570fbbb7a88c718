import '../queue/testing/fakeIndexedDb';
import { replaceQueue } from '../queue/default';
import { queueHarness } from '../queue/testing/setup';
import { fakeApi } from '../testing/fakeApi';
import { aTest } from '../testing/fixtures';
import { createActivityHandlers, type ActivityRun } from './handlers';

const test = aTest({ id: 3, name: 'In-basket', abbreviation: 'IB', hasTimer: false });
const syncPath = '/tests/3/sync/7/11';

function setUp(overrides: Partial<ActivityRun> = {}) {
  const h = queueHarness();
  replaceQueue(h.queue);
  const run: ActivityRun = {
    user: { id: 11, firstName: 'Marco', lastName: 'Bianchi', role: 'participant' },
    campaignId: 7,
    lang: 'it',
    test,
    assessor: false,
    confirm: jest.fn(async () => true),
    onComplete: jest.fn(),
    onExit: jest.fn(),
    ...overrides,
  };
  return { h, run, handlers: createActivityHandlers(run) };
}

describe('the host side of the test-support API', () => {
  it('refuses an init for another user, campaign or test', async () => {
    const { handlers } = setUp();
    fakeApi({});
    await expect(handlers.init({ campaignId: 7, testId: 3, userId: 12 })).rejects.toThrow('Invalid tracking data');
    await expect(handlers.init({ campaignId: 8, testId: 3, userId: 11 })).rejects.toThrow('Invalid tracking data');
  });

  it('starts from the server’s copy when it is newer than this browser’s', async () => {
    const { handlers } = setUp();
    fakeApi({ [`GET ${syncPath}`]: { status: 200, data: { status: true, data: { version: 4, testData: '{"step":3}', testStatus: 'incomplete' } } } });
    const context = await handlers.init({ campaignId: 7, testId: 3, userId: 11 });
    expect(context.sync).toEqual({ version: 4, testData: '{"step":3}', testStatus: 'incomplete' });
    expect(context.test).toMatchObject({ id: 3, abbreviation: 'IB' });
  });

  it('resumes from this browser’s progress when the server cannot be reached', async () => {
    const { h, handlers } = setUp();
    await h.queue.recordData({ userId: 11, campaignId: 7, testId: 3 }, '{"step":5}');
    fakeApi({ [`GET ${syncPath}`]: { fail: 'network' } });
    const context = await handlers.init({ campaignId: 7, testId: 3, userId: 11 });
    expect(context.sync).toEqual({ version: 1, testData: '{"step":5}', testStatus: 'not attempted' });
  });

  it('reports an init the server refuses', async () => {
    const { handlers } = setUp();
    fakeApi({ [`GET ${syncPath}`]: { status: 404, data: { status: false, code: 'NOT_FOUND', message: 'no test' } } });
    await expect(handlers.init({ campaignId: 7, testId: 3, userId: 11 })).rejects.toThrow('Skillup API initialization error');
  });

  it('queues progress with a growing version and completes on a complete status or outcomes', async () => {
    const { h, run, handlers } = setUp();
    expect(await handlers.setStatus({ status: 'incomplete' })).toEqual({ version: 1 });
    expect(await handlers.setData({ data: '{"a":1}' })).toEqual({ version: 2 });
    expect(run.onComplete).not.toHaveBeenCalled();
    expect(await handlers.trackOutcomes({ values: [{ name: 'overall', value: 4 }] })).toEqual({ version: 3 });
    expect(run.onComplete).toHaveBeenCalledTimes(1);
    await handlers.setStatus({ status: 'complete' });
    expect(run.onComplete).toHaveBeenCalledTimes(2);
    expect(h.queue.state.pending).toBe(3);
    expect(await handlers.getSync(undefined)).toEqual({ version: 4, testData: '{"a":1}', testStatus: 'complete' });
  });

  it('keeps the assessor calls for assessors, with the messages of docs/behaviour.md §8', async () => {
    const participant = setUp();
    await expect(participant.handlers.getSamples(undefined)).rejects.toThrow(/assessors/);

    const { handlers } = setUp({ assessor: true });
    fakeApi({
      'GET /users/assessed/11/3': { status: 200, data: { status: true, samples: [{ id: 5, firstName: 'Anna', lastName: 'Rossi', email: 'a@x' }] } },
      'GET /tests/3/assessedOutcomes/7': { status: 500, data: { status: false, code: 'INTERNAL', message: 'down' } },
      'POST /outcomes/7/3/5': { status: 200, data: { status: true } },
    });
    expect(await handlers.getSamples(undefined)).toHaveLength(1);
    await expect(handlers.getAssessedOutcomes(undefined)).rejects.toThrow('Assessed outcomes retrieval error');
    expect(await handlers.setAssessedOutcomes({ userId: 5, values: [{ name: 'overall', value: 3 }] })).toEqual({ status: true });
    await expect(handlers.getAssessedStore({ userId: 5 })).rejects.toThrow('Assessed store error / retrieval error');
  });

  it('tells the activity the server is busy on a 503 from rpc', async () => {
    const { handlers } = setUp();
    fakeApi({ 'POST /v2/rpc/7/3': { status: 503, data: { status: false, code: 'BUSY', message: 'busy' } } });
    await expect(handlers.rpc({ action: 'remaining' })).rejects.toThrow(/busy/);
  });
});
