import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mails of an outbox folder, oldest first, waiting up to `timeoutMs` for at least
 * `count` of them: the server writes them in the background. For tests and local use.
 */
export async function readOutbox(dir: string, count = 1, timeoutMs = 5000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    if (files.length >= count || Date.now() > deadline) {
      return Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The new-password link of a reset mail, as token and email. */
export function resetLinkIn(mail: ParsedMail): { link: string; token: string; email: string } {
  const match = /(https?:\/\/\S+\/new_password\/([^/\s]+)\/([^/\s]+))/.exec(mail.text ?? '');
  if (!match) throw new Error('no reset link in the mail');
  return { link: match[1]!, token: decodeURIComponent(match[2]!), email: decodeURIComponent(match[3]!) };
}
