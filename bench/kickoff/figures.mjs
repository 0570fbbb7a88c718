// What a run's calls come to: per call p50, p95, p99 and errors.

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (ms) => (ms === null ? null : Math.round(ms));

/** A recorder of calls, and the figures of what it recorded. */
export function callFigures() {
  /** @type {Map<string, { ms: number[], outcomes: Record<string, number>, busyRetryAfter: number }>} */
  const calls = new Map();
  return {
    record(name, ms, outcome, retryAfter) {
      let entry = calls.get(name);
      if (!entry) calls.set(name, (entry = { ms: [], outcomes: {}, busyRetryAfter: 0 }));
      entry.ms.push(ms);
      entry.outcomes[outcome] = (entry.outcomes[outcome] ?? 0) + 1;
      if (outcome === 503 && retryAfter) entry.busyRetryAfter += 1;
    },
    figures() {
      return Object.fromEntries(
        [...calls].map(([name, { ms, outcomes, busyRetryAfter }]) => {
          const sorted = [...ms].sort((a, b) => a - b);
          const errors = Object.entries(outcomes)
            .filter(([outcome]) => !/^2\d\d$/.test(outcome))
            .reduce((sum, [, n]) => sum + n, 0);
          return [
            name,
            {
              count: ms.length,
              p50ms: round(percentile(sorted, 50)),
              p95ms: round(percentile(sorted, 95)),
              p99ms: round(percentile(sorted, 99)),
              maxMs: round(sorted.at(-1) ?? null),
              errors,
              outcomes,
              ...(busyRetryAfter ? { busyWithRetryAfter: busyRetryAfter } : {}),
            },
          ];
        }),
      );
    },
  };
}
