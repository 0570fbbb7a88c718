// People arriving at a fixed rate, whatever the server's speed: an open workload, as a
// morning kickoff is (people do not wait for each other before they sign in).

/**
 * Starts `start(i)` for i = 0, 1, … at `rate` per second for `seconds`, each on time even
 * when earlier ones are still running; answers when every one has finished.
 * @template T
 * @param {number} rate
 * @param {number} seconds
 * @param {(i: number) => Promise<T>} start
 * @returns {Promise<T[]>}
 */
export async function atFixedRate(rate, seconds, start) {
  const total = Math.round(rate * seconds);
  const began = performance.now();
  const running = [];
  for (let i = 0; i < total; i += 1) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(start(i));
  }
  return Promise.all(running);
}
