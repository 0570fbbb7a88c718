// Runs inside the activity frame (handed to frame.evaluate, so it must stand alone): speaks
// the test-support protocol to the host by postMessage as an activity's client does, and
// sends `count` progress events in order, `inFlight` at most awaiting their answer at once.

/**
 * @param {{ channel: string, count: number, statusEvery: number, inFlight: number, payloadBytes: number }} options
 * @returns {Promise<{ ids: object, baseVersion: number, startedAt: number, answeredAt: number,
 *   dataEvents: number, statusEvents: number, failures: number, firstError: string | null,
 *   outOfOrder: number, lastData: string }>}
 */
export async function pumpProgressEvents({ channel, count, statusEvery, inFlight, payloadBytes }) {
  const query = new URLSearchParams(window.location.search);
  const ids = {
    campaignId: Number(query.get('campaignId')),
    testId: Number(query.get('testId')),
    userId: Number(query.get('userId')),
  };
  // The activity's own client numbers its calls from 1 and ignores answers it did not ask for.
  let nextId = 1_000_000_000;
  const appOrigin = query.get('origin');
  const waiting = new Map();
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== window.parent || event.origin !== appOrigin || !message || message.channel !== channel) return;
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.ok) call.resolve(message.result);
    else call.reject(new Error(`${message.error?.code}: ${message.error?.message}`));
  });
  const call = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      // The frame runs in an opaque origin of its own; the app named its origin in the query.
      window.parent.postMessage({ channel, id, method, params }, appOrigin);
    });

  const context = await call('init', ids);
  const baseVersion = context.sync.version;
  const filler = 'x'.repeat(Math.max(0, payloadBytes - 80));
  const dataOf = (k) => JSON.stringify({ step: k, answer: k % 7, at: Date.now(), notes: filler });

  let dataEvents = 0;
  let statusEvents = 0;
  let failures = 0;
  let firstError = null;
  let outOfOrder = 0;
  let lastData = '';
  const open = new Set();
  const startedAt = Date.now();
  for (let k = 1; k <= count; k += 1) {
    // The last event is data, so the server's final state shows whether the last write arrived.
    const isStatus = k % statusEvery === 0 && k !== count;
    let request;
    if (isStatus) {
      statusEvents += 1;
      request = call('setStatus', { status: 'incomplete' });
    } else {
      dataEvents += 1;
      lastData = dataOf(k);
      request = call('setData', { data: lastData });
    }
    const expected = baseVersion + k;
    const tracked = request
      .then(
        (result) => {
          // Every change counts one version, in the order the activity made them.
          if (result.version !== expected) outOfOrder += 1;
        },
        (error) => {
          failures += 1;
          firstError ??= error.message;
        },
      )
      .finally(() => open.delete(tracked));
    open.add(tracked);
    if (open.size >= inFlight) await Promise.race(open);
  }
  await Promise.all(open);
  return { ids, baseVersion, startedAt, answeredAt: Date.now(), dataEvents, statusEvents, failures, firstError, outOfOrder, lastData };
}
