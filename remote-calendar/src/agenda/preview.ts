import type { UserTest } from '@skillup/shared/api/contract';

/** What a test's jsonData.theme.preview announces before it starts (docs/behaviour.md §3). */
export type Preview =
  | { type: 'email'; sender: string; time: string; subject: string; content: string }
  | { type: 'chat'; sender: string; time: string; messages: string[]; img: { src: string; alt: string } | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The preview of a test, or null when it has none or it is malformed: the test then starts at once. */
export function readPreview(test: Pick<UserTest, 'jsonData'>): Preview | null {
  const preview = record(record(test.jsonData.theme)?.preview);
  if (!preview) return null;
  if (preview.type === 'email') {
    return { type: 'email', sender: text(preview.sender), time: text(preview.time), subject: text(preview.subject), content: text(preview.content) };
  }
  if (preview.type === 'chat') {
    const img = record(preview.img);
    const messages = Array.isArray(preview.messages) ? preview.messages.filter((m): m is string => typeof m === 'string') : [];
    return {
      type: 'chat',
      sender: text(preview.sender),
      time: text(preview.time),
      messages,
      img: img && typeof img.src === 'string' ? { src: img.src, alt: text(img.alt) } : null,
    };
  }
  return null;
}

/** docs/behaviour.md §9: the theme's duration text, else '30 Min' for a mail and '15 Min' for a chat, else the minutes. */
export function durationText(test: Pick<UserTest, 'jsonData' | 'duration'>, minutes: (count: number) => string): string | null {
  const themed = text(record(test.jsonData.theme)?.duration);
  if (themed) return themed;
  const preview = readPreview(test);
  if (preview) return preview.type === 'email' ? '30 Min' : '15 Min';
  return test.duration ? minutes(test.duration) : null;
}
