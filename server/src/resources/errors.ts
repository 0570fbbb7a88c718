import type { RuleFailure, StoreFailure } from './definition';

/** A body that fits the schema but breaks a rule of docs/behaviour.md §5, e.g. 'No valid company name'. */
export const invalid = (message: string): RuleFailure => ({ kind: 'invalid', message });

export const conflict = (code: string, message: string): RuleFailure => ({ kind: 'conflict', code, message });

export const notFound: StoreFailure = { kind: 'notFound' };

export const failed = <Failure extends StoreFailure>(failure: Failure) => ({ ok: false as const, failure });

export const written = <Model>(model: Model) => ({ ok: true as const, model });

/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A non-blank string, trimmed, or null. */
export function nonBlank(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
