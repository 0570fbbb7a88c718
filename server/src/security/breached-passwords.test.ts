import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createBreachCheck, inRangeService, onShippedList } from './breached-passwords';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** A range service in the HaveIBeenPwned format that knows the given passwords, with padding. */
async function startRangeService(breached: string[]) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const prefix = (request.url ?? '').replace(/^\/range\//, '');
    asked.push(prefix);
    if (!/^[0-9A-F]{5}$/.test(prefix)) {
      response.writeHead(400).end();
      return;
    }
    const lines = breached
      .map(sha1)
      .filter((h) => h.startsWith(prefix))
      .map((h) => `${h.slice(5)}:42`);
    lines.push('0000000000000000000000000000000000A:0', `${sha1('padding-entry').slice(5)}:0`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/range`, asked, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function recordingLog() {
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('breached passwords', () => {
  it('finds common passwords on the shipped list whatever their case', () => {
    expect(onShippedList('password')).toBe(true);
    expect(onShippedList('P@ssw0rd')).toBe(true);
    expect(onShippedList('Skillup-2026')).toBe(false);
  });

  it('asks a range service with the first five hex digits of the SHA-1 only', async () => {
    const service = await startRangeService(['Tr0ub4dor&3-unlisted']);
    try {
      expect(await inRangeService(service.url, 'Tr0ub4dor&3-unlisted')).toBe(true);
      expect(await inRangeService(service.url, 'Another-Fine-Passw0rd')).toBe(false);
      expect(service.asked).toEqual([sha1('Tr0ub4dor&3-unlisted').slice(0, 5), sha1('Another-Fine-Passw0rd').slice(0, 5)]);
    } finally {
      await service.close();
    }
  });

  it('ignores padding entries with a count of 0', async () => {
    const service = await startRangeService([]);
    try {
      expect(await inRangeService(service.url, 'padding-entry')).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('combines the shipped list and the service', async () => {
    const service = await startRangeService(['Only-In-The-Service-1']);
    const { log, warnings } = recordingLog();
    try {
      const isBreached = createBreachCheck(service.url, log);
      expect(await isBreached('Only-In-The-Service-1')).toBe(true);
      expect(await isBreached('qwerty123')).toBe(true);
      expect(await isBreached('Nowhere-To-Be-Found-9')).toBe(false);
      expect(warnings).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it('falls back to the shipped list, with a warning, when the service is unreachable', async () => {
    const service = await startRangeService([]);
    await service.close();
    const { log, warnings } = recordingLog();
    const isBreached = createBreachCheck(service.url, log);
    expect(await isBreached('Nowhere-To-Be-Found-9')).toBe(false);
    expect(await isBreached('password1')).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
