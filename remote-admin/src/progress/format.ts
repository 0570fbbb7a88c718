/** The name of a test in the reader's language, else in Italian, English or whichever exists. */
export function localName(name: Record<string, string>, language: string): string {
  const lang = language.slice(0, 2);
  return name[lang] || name.it || name.en || name.es || Object.values(name).find(Boolean) || '';
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
