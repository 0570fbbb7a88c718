import { ApiError } from '../http/api-error';

export const itemNotFound = (singular: string, id: number) => new ApiError(404, `${singular.toUpperCase()}_NOT_FOUND`, `no ${singular} ${id}`);

/** A body that fits the schema but breaks a rule of docs/behaviour.md §5, e.g. 'No valid company name'. */
export const invalid = (message: string) => new ApiError(422, 'VALIDATION_FAILED', message);

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A non-blank string, trimmed, or null. */
export function nonBlank(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
