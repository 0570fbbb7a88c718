import Bowser from 'bowser';

/** "Firefox, Windows": what a person recognises of a browser's own long description of itself. */
export function deviceName(userAgent: string): string {
  const parsed = Bowser.parse(userAgent);
  const parts = [parsed.browser.name, parsed.os.name].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : userAgent;
}
