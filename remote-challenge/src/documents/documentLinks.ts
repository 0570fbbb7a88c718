import { safeUrl } from '../campaign/safeUrl';

/** docs/behaviour.md §3 (links): the keys the campaign data may hold, by group of the documents page. */
export const CORPORATE_LINKS = ['about', 'history', 'reports', 'strategy'] as const;
export const NEWS_LINKS = ['news', 'press', 'magazine'] as const;
export const HIGHLIGHT_LINKS = ['sculpture', 'yearbook'] as const;

export type LinkKey = (typeof CORPORATE_LINKS)[number] | (typeof NEWS_LINKS)[number] | (typeof HIGHLIGHT_LINKS)[number];

/** A link ready to render: its address is http(s); the texts, when given, override the page's own. */
export interface DocumentLink {
  key: LinkKey;
  url: string;
  title?: string;
  description?: string;
  category?: string;
  image?: string;
}

export interface DocumentLinks {
  corporate: DocumentLink[];
  news: DocumentLink[];
  highlights: DocumentLink[];
  /** Keys whose value was present but could not be a link. */
  rejected: string[];
}

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function readLink(key: LinkKey, value: unknown): DocumentLink | null {
  if (typeof value === 'string') {
    const url = safeUrl(value);
    return url ? { key, url } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const url = safeUrl(stored.url);
  if (!url) return null;
  const image = safeUrl(stored.image) ?? undefined;
  return {
    key,
    url,
    title: optionalText(stored.title),
    description: optionalText(stored.description),
    category: optionalText(stored.category),
    image,
  };
}

/**
 * The campaign's `links` (a URL, or `{url, title, description, category, image}` per key)
 * grouped as the documents page shows them. A missing key is left out; a value that is not
 * an http(s) address is left out and reported.
 */
export function readDocumentLinks(links: unknown): DocumentLinks {
  const stored = typeof links === 'object' && links !== null ? (links as Record<string, unknown>) : {};
  const rejected: string[] = [];
  const group = (keys: readonly LinkKey[]) =>
    keys.flatMap((key) => {
      if (stored[key] === undefined || stored[key] === null) return [];
      const link = readLink(key, stored[key]);
      if (!link) rejected.push(key);
      return link ?? [];
    });
  return { corporate: group(CORPORATE_LINKS), news: group(NEWS_LINKS), highlights: group(HIGHLIGHT_LINKS), rejected };
}
