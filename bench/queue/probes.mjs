// What the bench watches while the events flow: the queue's POSTs as the browser sends them,
// and, sampled, the origin's storage, the queued items in IndexedDB and the JS heap.

const PROGRESS_POST = /^\/api\/(tests\/\d+\/(data|status|sync)\/|outcomes\/)/;

/** Counts the progress POSTs the page sends from `start()` on, with their timings and answers. */
export function watchProgressRequests(page) {
  const started = new Map();
  const figures = { byKind: {}, sent: 0, finished: 0, failed: 0, non2xx: 0, busyMs: 0, durations: [] };
  const answered = [];
  let counting = false;
  const kindOf = (request) => {
    if (request.method() !== 'POST') return null;
    const match = PROGRESS_POST.exec(new URL(request.url()).pathname);
    return match ? (match[2] ?? 'outcomes') : null;
  };
  page.on('request', (request) => {
    const kind = counting && kindOf(request);
    if (!kind) return;
    started.set(request, { at: Date.now(), kind });
    figures.sent += 1;
    figures.byKind[kind] = (figures.byKind[kind] ?? 0) + 1;
  });
  page.on('requestfinished', async (request) => {
    const { at, kind } = started.get(request) ?? {};
    if (at === undefined) return;
    const now = Date.now();
    figures.finished += 1;
    figures.durations.push(now - at);
    const response = await request.response();
    const status = response?.status() ?? 0;
    if (status < 200 || status >= 300) figures.non2xx += 1;
    else answered.push({ at: now, kind, version: request.postDataJSON()?.version ?? 0 });
  });
  page.on('requestfailed', (request) => {
    if (started.has(request)) figures.failed += 1;
  });
  return {
    start() {
      counting = true;
    },
    /** When the server first acknowledged a write of `version` or later; null if it has not. */
    acknowledgedAt(version) {
      return answered.find((entry) => entry.version >= version)?.at ?? null;
    },
    /**
     * How stale the server's copy of the activity's data got: the longest wait, from `since`,
     * between two acknowledged data writes (a status write carries no data).
     */
    dataStaleness(since) {
      const times = answered
        .filter((a) => a.kind === 'data' || a.kind === 'sync')
        .map((a) => a.at)
        .sort((a, b) => a - b);
      let longest = 0;
      let previous = since;
      for (const at of times) {
        longest = Math.max(longest, at - previous);
        previous = at;
      }
      return { dataWritesAcknowledged: times.length, longestGapMs: longest };
    },
    summary() {
      const sorted = [...figures.durations].sort((a, b) => a - b);
      const pick = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
      return {
        sent: figures.sent,
        byKind: figures.byKind,
        finished: figures.finished,
        failed: figures.failed,
        non2xx: figures.non2xx,
        latencyMs: { p50: pick(0.5), p99: pick(0.99), max: sorted.at(-1) ?? null },
        totalInFlightMs: sorted.reduce((n, d) => n + d, 0),
      };
    },
  };
}

/** Items of the offline queue stored in IndexedDB now (localforage's store of the 'skillup' database). */
function countQueuedItems() {
  return new Promise((resolve) => {
    const open = indexedDB.open('skillup');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyvaluepairs')) {
        db.close();
        resolve(0);
        return;
      }
      const count = db
        .transaction('keyvaluepairs', 'readonly')
        .objectStore('keyvaluepairs')
        .count(IDBKeyRange.bound('sk_fe:queue:', 'sk_fe:queue:\uffff'));
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => {
        db.close();
        resolve(null);
      };
    };
  });
}

/** Samples storage, queued items and heap every `intervalMs` until `stop()`; peaks and the series. */
export async function sampleBrowser(page, origin, intervalMs) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const samples = [];
  let running = true;
  const sampleOnce = async () => {
    const [storage, heap, metrics, queued] = await Promise.all([
      cdp.send('Storage.getUsageAndQuota', { origin }),
      cdp.send('Runtime.getHeapUsage'),
      cdp.send('Performance.getMetrics'),
      page.evaluate(countQueuedItems).catch(() => null),
    ]);
    const metric = (name) => metrics.metrics.find((m) => m.name === name)?.value ?? null;
    samples.push({
      at: Date.now(),
      storageBytes: storage.usage,
      indexedDbBytes: storage.usageBreakdown.find((b) => b.storageType === 'indexeddb')?.usage ?? null,
      queuedItems: queued,
      heapUsedBytes: heap.usedSize,
      jsHeapUsedBytes: metric('JSHeapUsedSize'),
      jsHeapTotalBytes: metric('JSHeapTotalSize'),
    });
  };
  await sampleOnce();
  const baseline = samples[0];
  const loop = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, intervalMs));
      if (running) await sampleOnce().catch(() => undefined);
    }
  })();
  const peak = (key) => samples.reduce((max, s) => (s[key] !== null && s[key] > max ? s[key] : max), 0);
  return {
    async stop() {
      running = false;
      await loop;
      await sampleOnce();
      await cdp.detach();
      const last = samples.at(-1);
      return {
        samples: samples.length,
        intervalMs,
        baseline,
        peak: {
          storageBytes: peak('storageBytes'),
          indexedDbBytes: peak('indexedDbBytes'),
          queuedItems: peak('queuedItems'),
          heapUsedBytes: peak('heapUsedBytes'),
          jsHeapUsedBytes: peak('jsHeapUsedBytes'),
        },
        end: last,
      };
    },
  };
}

/**
 * With BENCH_QUEUE_PROFILE set: where the page's main thread spends the run (CDP CPU
 * profile), as self time per function, idle and garbage collection included.
 */
export async function profileBrowser(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  return {
    async stop(top = 15) {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
      const self = new Map();
      profile.samples.forEach((id, i) => {
        const { callFrame } = byNode.get(id);
        const file = callFrame.url ? new URL(callFrame.url).pathname.split('/').slice(-2).join('/') : '';
        const name = `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}` : ''}`;
        self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      const totalMs = [...self.values()].reduce((n, ms) => n + ms, 0);
      const functions = [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => ({ name, ms: Math.round(ms), share: Math.round((ms / totalMs) * 1000) / 10 }));
      return { totalMs: Math.round(totalMs), functions };
    },
  };
}
