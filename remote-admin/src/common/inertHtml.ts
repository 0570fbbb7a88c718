/** Elements that run or embed code: never part of a text to read. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, object, embed, link, meta, base, form';

/**
 * The server already sanitises what participants read; this second pass, the one the host's
 * privacy page makes (host/src/privacy/inertHtml.ts), makes sure nothing in it can run in the
 * console even if that ever failed: active elements, event handlers and javascript: links are
 * dropped, the text and its formatting stay.
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || ((lower === 'href' || lower === 'src' || lower === 'action') && /^\s*javascript:/i.test(value))) {
        element.removeAttribute(name);
      }
    }
  });
  return doc.body.innerHTML;
}
