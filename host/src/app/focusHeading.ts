/** How long a new page has to show its heading: areas load from their own origin. */
export const HEADING_WAIT_MS = 8000;

/** The page's own h1: the first one outside what a full-screen test covers. */
export function visibleHeading(doc: Document): HTMLElement | null {
  return Array.from(doc.querySelectorAll<HTMLElement>('h1')).find((heading) => !heading.closest('[inert]')) ?? null;
}

/**
 * Moves the focus to the page's heading (its h1, outside what a full-screen test covers) once it
 * shows, so a keyboard or screen-reader user starts reading the new page from the top. It gives
 * up when the person has moved the focus themselves meanwhile, or after `waitMs`. Returns a
 * function that stops waiting.
 */
export function focusHeadingWhenShown(doc: Document, waitMs = HEADING_WAIT_MS): () => void {
  const focusedBefore = doc.activeElement;
  const attempt = () => {
    if (doc.activeElement !== focusedBefore && doc.activeElement !== doc.body) return true;
    const heading = visibleHeading(doc);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
  return stop;
}
