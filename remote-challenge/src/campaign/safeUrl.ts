/**
 * An address from campaign data that may become a link: absolute http(s) only, so a
 * `javascript:`, `data:` or relative value never reaches an href. Null otherwise.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
