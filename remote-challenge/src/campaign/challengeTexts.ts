/** A title and a text of the intro or the outro, as the campaign data holds them. */
export interface Story {
  title: string;
  text: string;
}

/**
 * The intro or outro of the campaign data: `{title, text}`, or a bare text. Anything else
 * is missing (null) and the screen falls back on its own words.
 */
export function readStory(value: unknown): Story | null {
  if (typeof value === 'string') return value.trim() ? { title: '', text: value } : null;
  if (typeof value !== 'object' || value === null) return null;
  const { title, text } = value as { title?: unknown; text?: unknown };
  const story = { title: typeof title === 'string' ? title : '', text: typeof text === 'string' ? text : '' };
  return story.title || story.text ? story : null;
}
