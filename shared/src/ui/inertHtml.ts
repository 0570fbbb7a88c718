/** Elements that run or embed code: never part of a text to read. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, object, embed, link, meta, base, form';

/**
 * The server already sanitises what participants read (the privacy notice, and HR's preview
 * of it in the console); this second pass makes sure nothing in it can run in the page even
 * if that ever failed: active elements, event handlers and
 * javascript: links are dropped, the text and its formatting stay.
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(ACTIVE_ELEMENTS).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || ((lower === 'href' || lower === 'src' || lower === 'action') && /^\s*javascript:/i.test(value))) {
        el.removeAttribute(name);
      }
    }
  });
  return doc.body.innerHTML;
}
