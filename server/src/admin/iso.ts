/** A stored instant as the API writes it (ISO 8601, UTC), or null when there is none. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
