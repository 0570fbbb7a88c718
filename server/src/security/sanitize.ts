import { LRUCache } from 'lru-cache';
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'u', 's', 'sub', 'sup'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Plain presentation only: no property that can load a URL (background, list-style-image…).
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  transformTags: {
    // A link opened in a new tab must not reach back into the app through window.opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/*
 * Campaign texts are few and read on every campaign request: each one is parsed once, not
 * once per request. Bounded by total length, so large or many texts cannot grow it freely.
 */
const sanitised = new LRUCache<string, string>({ maxSize: 4_000_000, sizeCalculation: (value, key) => value.length + key.length + 1 });

/** HTML from campaign data made safe to show: formatting, links and images, no scripts. */
export function sanitizeHtml(html: string): string {
  let safe = sanitised.get(html);
  if (safe === undefined) {
    safe = sanitize(html, options);
    sanitised.set(html, safe);
  }
  return safe;
}

export const sanitizeNullableHtml = (html: string | null): string | null => (html === null ? null : sanitizeHtml(html));
