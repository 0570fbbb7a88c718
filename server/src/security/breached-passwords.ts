import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { findRepoRoot } from '../config/repo-root';

/** The list shipped in server/resources (see breached-passwords.md there for its source). */
export const BREACHED_PASSWORDS_FILE = join(findRepoRoot(), 'server', 'resources', 'breached-passwords.txt');

let shipped: Set<string> | undefined;

function shippedList(): Set<string> {
  shipped ??= new Set(
    readFileSync(BREACHED_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return shipped;
}

/** The list holds lower-case entries: "Password1" is as guessable as "password1". */
export const onShippedList = (password: string) => shippedList().has(password.normalize('NFC').toLowerCase());

const RANGE_TIMEOUT_MS = 3000;

/**
 * Asks a range service in the HaveIBeenPwned format: only the first five hex digits of the
 * SHA-1 leave the server, and the answer lists `SUFFIX:COUNT` lines for that prefix.
 */
export async function inRangeService(rangeUrl: string, password: string): Promise<boolean> {
  const digest = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = digest.slice(0, 5);
  const suffix = digest.slice(5);
  const response = await fetch(`${rangeUrl}/${prefix}`, {
    headers: { 'Add-Padding': 'true' },
    signal: AbortSignal.timeout(RANGE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`range service answered ${response.status}`);
  for (const line of (await response.text()).split('\n')) {
    const [candidate, count] = line.trim().split(':');
    // Padding lines carry a count of 0: they are decoys, not breaches.
    if (candidate?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

export type BreachCheck = (password: string) => Promise<boolean>;

/**
 * Whether a password is known from breaches. When the range service cannot answer, the
 * shipped list alone decides: a reset is never blocked by a service that is down.
 */
export function createBreachCheck(rangeUrl: string | null, log: FastifyBaseLogger): BreachCheck {
  return async (password) => {
    if (onShippedList(password)) return true;
    if (rangeUrl === null) return false;
    try {
      return await inRangeService(rangeUrl, password);
    } catch (err) {
      log.warn({ err, rangeUrl }, 'password range service unreachable: checked against the shipped list only');
      return false;
    }
  };
}
