import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { PasswordWorkSettings } from '../auth/password-work';
import { knownTimeZone } from '../auth/time-zone';

export interface RateLimitSettings {
  /** Failed attempts of one address on one account before each further one must wait. */
  failuresBeforeDelay: number;
  /** The wait doubles from one second with every further failure, up to this. */
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the latest one. */
  failureMemorySeconds: number;
  /** Failures (and reset mails) one client address may cause over all accounts in its window. */
  addressFailures: number;
  addressWindowSeconds: number;
  /** Reset mails one account may be sent within the failure memory. */
  resetMailsPerAccount: number;
  /** Browser logs (POST /api/logs) per minute: from one address without a session, from one signed-in user. */
  clientLogsPerAddress: number;
  clientLogsPerUser: number;
  /** Browser logs stored per UTC day from one signed-in user, or from one address without a session. */
  clientLogsPerDay: number;
}

export const CLIENT_LOGS_PER_DAY_DEFAULT = 500;

export interface MailSettings {
  /** smtp:// or smtps:// URL of the mail relay; without it mails go to `outboxDir` as .eml files. */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

/** Password reset, mail, breached-password check and throttling of the sign-in routes. */
export interface AuthSettings {
  /** The address people open the app at: links in mails start here, never from the Host header. */
  publicUrl: string;
  /**
   * PUBLIC_URL was not set: the app is opened on this machine, where people type 127.0.0.1 as
   * often as localhost, and either names the app (config/app-origins.ts).
   */
  loopbackAliases: boolean;
  mail: MailSettings;
  resetTokenTtlMinutes: number;
  /** How long the link of an invitation to a campaign lets its person choose a password. */
  invitationTtlDays: number;
  /** The zone campaign mails write a campaign's dates in (MAIL_TIME_ZONE). */
  mailTimeZone: string;
  /** A k-anonymity range service in the HaveIBeenPwned format, checked besides the shipped list. */
  passwordRangeUrl: string | null;
  rateLimits: RateLimitSettings;
  passwordWork: PasswordWorkSettings;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function httpUrl(env: Env, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function timeZone(env: Env): string {
  const raw = env.MAIL_TIME_ZONE || 'Europe/Rome';
  const zone = knownTimeZone(raw);
  if (!zone) throw new Error(`MAIL_TIME_ZONE must be an IANA time zone such as Europe/Rome, got "${raw}"`);
  return zone;
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL;
  if (!raw) return null;
  if (!/^smtps?:\/\//.test(raw)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

export function loadAuthSettings(env: Env, where: { port: number; dataDir: string }): AuthSettings {
  return {
    publicUrl: httpUrl(env, 'PUBLIC_URL') ?? `http://localhost:${where.port}`,
    loopbackAliases: !env.PUBLIC_URL,
    mail: {
      smtpUrl: smtpUrl(env),
      from: env.MAIL_FROM || 'Skillup <no-reply@skillup.localhost>',
      outboxDir: join(where.dataDir, 'outbox'),
    },
    mailTimeZone: timeZone(env),
    resetTokenTtlMinutes: positiveInteger(env, 'RESET_TOKEN_TTL_MINUTES', 60),
    invitationTtlDays: positiveInteger(env, 'INVITATION_TTL_DAYS', 7),
    passwordRangeUrl: httpUrl(env, 'PASSWORD_RANGE_URL'),
    rateLimits: {
      failuresBeforeDelay: positiveInteger(env, 'AUTH_FAILURES_BEFORE_DELAY', 5),
      maxDelaySeconds: positiveInteger(env, 'AUTH_MAX_DELAY_SECONDS', 900),
      failureMemorySeconds: positiveInteger(env, 'AUTH_FAILURE_MEMORY_MINUTES', 15) * 60,
      addressFailures: positiveInteger(env, 'AUTH_MAX_FAILURES_PER_ADDRESS', 1000),
      addressWindowSeconds: positiveInteger(env, 'AUTH_ADDRESS_WINDOW_MINUTES', 15) * 60,
      resetMailsPerAccount: positiveInteger(env, 'AUTH_MAX_RESET_MAILS_PER_ACCOUNT', 5),
      clientLogsPerAddress: positiveInteger(env, 'CLIENT_LOGS_PER_ADDRESS_PER_MINUTE', 20),
      clientLogsPerUser: positiveInteger(env, 'CLIENT_LOGS_PER_USER_PER_MINUTE', 120),
      clientLogsPerDay: positiveInteger(env, 'CLIENT_LOGS_PER_DAY', CLIENT_LOGS_PER_DAY_DEFAULT),
    },
    passwordWork: {
      // One core is left to the event loop (and to an embedded database), so the calls of
      // people already signed in keep their pace while a crowd signs in.
      concurrency: positiveInteger(env, 'SIGN_IN_CONCURRENCY', Math.max(1, availableParallelism() - 1)),
      maxWaitMs: positiveInteger(env, 'SIGN_IN_MAX_WAIT_MS', 1500),
    },
  };
}
