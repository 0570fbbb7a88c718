import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';
import { PasswordWork } from './password-work';

/** A piece of work that ends when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
  return { reply, headers };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('password work, bounded', () => {
  it('runs as many at once as allowed, and hands a finished place to the next in line', async () => {
    const gate = new PasswordWork({ concurrency: 2, maxWaitMs: 10_000 });
    const [a, b, c] = [pending(), pending(), pending()];
    const started: string[] = [];
    const run = (name: string, p: ReturnType<typeof pending>) =>
      gate.run(fakeReply().reply, () => {
        started.push(name);
        return p.work();
      });
    const runs = [run('a', a), run('b', b), run('c', c)];
    await settle();
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    await Promise.all(runs);
    // All places free again: the next starts at once.
    expect(gate.expectedWaitMs()).toBe(0);
  });

  it('refuses at once, with 503 and Retry-After, one whose turn would come later than the longest wait', async () => {
    const gate = new PasswordWork({ concurrency: 1, maxWaitMs: 100 });
    const first = pending();
    const running = gate.run(fakeReply().reply, first.work);
    // One ahead at about 80 ms a hash: the second's turn is near, a third's (two ahead) too far.
    const second = gate.run(fakeReply().reply, async () => 'second');
    const { reply, headers } = fakeReply();
    const startedAt = performance.now();
    const third = gate.run(reply, async () => 'third');
    await expect(third).rejects.toMatchObject({ statusCode: 503, code: 'SIGN_IN_BUSY' });
    expect(performance.now() - startedAt).toBeLessThan(50);
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1);
    first.finish();
    await running;
    await expect(second).resolves.toBe('second');
  });

  it('refuses one still waiting when the longest wait is over, and lets the rest go on', async () => {
    const gate = new PasswordWork({ concurrency: 1, maxWaitMs: 100 });
    const slow = pending();
    const running = gate.run(fakeReply().reply, slow.work);
    const waiting = gate.run(fakeReply().reply, async () => 'never');
    const refusal = await waiting.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ statusCode: 503 });
    slow.finish();
    await running;
    await expect(gate.run(fakeReply().reply, async () => 'next')).resolves.toBe('next');
  });

  it('frees the place of a piece of work that fails', async () => {
    const gate = new PasswordWork({ concurrency: 1, maxWaitMs: 1_000 });
    await expect(gate.run(fakeReply().reply, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.run(fakeReply().reply, async () => 'after')).resolves.toBe('after');
  });
});
